import type { ErrorDefinition } from '../errors/error-definition.js';

/** The errors of ratings and comments (issue 11); the spec's own message (§8) word for word in English. */
export const RATING_ERRORS = {
  CLINIC_LOGIN_TO_RATE: {
    status: 401,
    messages: {
      ar: 'يرجى تسجيل الدخول لتقييم هذا الطبيب وعرض التعليقات.',
      en: 'Please log in to rate this doctor and view comments.',
    },
  },
  CLINIC_CANNOT_RATE: {
    status: 403,
    messages: {
      ar: 'لا يمكنك تقييم هذا الطبيب: التقييم لمن أتمّ زيارته خلال ١٤ يوماً.',
      en: "You can't rate this doctor: only a patient whose visit is done may, within 14 days.",
    },
  },
  CLINIC_ALREADY_RATED: {
    status: 409,
    messages: { ar: 'قيّمت هذا الموعد من قبل.', en: 'You have already rated this appointment.' },
  },
  CLINIC_RATING_NOT_FOUND: {
    status: 404,
    messages: { ar: 'التقييم غير موجود.', en: 'This rating does not exist.' },
  },
  CLINIC_RATING_STALE: {
    status: 409,
    messages: {
      ar: 'راجع أحد الزملاء هذا التعليق قبلك، حدّث الصفحة.',
      en: 'This comment was already moderated; reload the page.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;
