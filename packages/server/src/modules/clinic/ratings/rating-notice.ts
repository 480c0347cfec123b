import type { NotificationContent } from '../../notifications/notifications.repository.js';

/** The doctor's inbox line about a new rating: the stars, and whether a comment waits for approval. */
export function ratingNotice(stars: number, commented: boolean): NotificationContent {
  const shown = '★'.repeat(stars) + '☆'.repeat(5 - stars);
  return {
    kind: 'rating',
    titleAr: 'تقييم جديد',
    titleEn: 'New rating',
    descriptionAr: commented ? `${shown} — مع تعليق ينتظر المراجعة.` : shown,
    descriptionEn: commented ? `${shown} — with a comment awaiting review.` : shown,
    link: null,
  };
}
