import type { Catalogue } from '../../../app/feature';

/**
 * The words of the doctor page's reviews section, kept with it (the section's script carries
 * them): Arabic is the reference, its numbers filled in by the page's formatter (digit policy).
 */
const ar = {
  title: 'التقييمات',
  average: '{{rating}} من {{max}} من {{ratings}} تقييم',
  none: 'لا تقييمات بعد.',
  stars: '{{stars}} من {{max}} نجوم',
  on: '{{hijri}} ({{gregorian}})',
  noComments: 'لا تعليقات منشورة بعد.',
  comments: 'تعليقات المرضى',
  more: 'اعرض مزيداً من التعليقات',
  login: 'تسجيل الدخول',
  error: 'تعذّر تحميل التقييمات.',
};

const en: Record<keyof typeof ar, string> & { average_one: string } = {
  title: 'Reviews',
  average: '{{rating}} of {{max}} from {{ratings}} ratings',
  average_one: '{{rating}} of {{max}} from {{ratings}} rating',
  none: 'No ratings yet.',
  stars: '{{stars}} of {{max}} stars',
  on: '{{hijri}} ({{gregorian}})',
  noComments: 'No published comments yet.',
  comments: "Patients' comments",
  more: 'Show more comments',
  login: 'Log in',
  error: 'The reviews could not be loaded.',
};

export const reviewsCatalogue: Catalogue<typeof ar> = { ar, en };

/** As a feature's `pageNamespaces` module gives them: the namespace `clinicReviews`. */
export default { clinicReviews: reviewsCatalogue };
