import type { ApiRoute } from '../permissions/route-definition.js';

/** Who has a calendar feed: the doctor (the appointments they treat) and the patient (those they attend). */
const FEED_OWNERS = ['DOCTOR', 'PATIENT'] as const;

/**
 * Calendar feeds (issue 35): the owner turns theirs on, replaces its link or turns it off; the
 * feed itself is public, its long random token the key, as a reminder's link.
 */
export const CALENDAR_FEED_ROUTES = {
  'clinic.calendarFeed': { method: 'GET', path: '/api/calendar-feed', access: FEED_OWNERS },
  'clinic.issueCalendarFeed': { method: 'POST', path: '/api/calendar-feed', access: FEED_OWNERS },
  'clinic.revokeCalendarFeed': { method: 'DELETE', path: '/api/calendar-feed', access: FEED_OWNERS },
  'clinic.calendarFeedFile': { method: 'GET', path: '/api/calendar-feeds/:file', access: 'public' },
} as const satisfies Record<string, ApiRoute>;
