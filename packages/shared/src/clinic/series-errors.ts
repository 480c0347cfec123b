import type { ErrorDefinition } from '../errors/error-definition.js';
import type { Language } from '../i18n/languages.js';

/** The errors of recurring visits (issue 35). */
export const SERIES_ERRORS = {
  CLINIC_SERIES_TOO_MANY: {
    status: 400,
    messages: {
      ar: 'السلسلة أطول من الحد: ٥٢ موعداً على الأكثر.',
      en: 'The series is too long: 52 appointments at most.',
    },
  },
  CLINIC_SERIES_TOO_FAR: {
    status: 400,
    messages: {
      ar: 'يجب أن يقع آخر موعد في السلسلة خلال سنة من أولها.',
      en: 'The last appointment of a series must fall within a year of the first.',
    },
  },
  CLINIC_SERIES_TOO_FEW: {
    status: 400,
    messages: {
      ar: 'السلسلة موعدان على الأقل؛ اختر تاريخ انتهاء أبعد.',
      en: 'A series has at least two appointments; choose a later end date.',
    },
  },
  CLINIC_SERIES_CONFLICT: {
    status: 409,
    messages: {
      ar: 'بعض مواعيد السلسلة غير متاحة، فلم يُحجز شيء منها.',
      en: 'Some appointments of the series are not available, so none was booked.',
    },
  },
  CLINIC_SERIES_NOTHING_FREE: {
    status: 409,
    messages: { ar: 'لا يوجد موعد متاح في هذه السلسلة.', en: 'No appointment of this series is available.' },
  },
  CLINIC_SERIES_NOT_FOUND: {
    status: 404,
    messages: { ar: 'سلسلة المواعيد غير موجودة.', en: 'This appointment series does not exist.' },
  },
  CLINIC_SERIES_NOTHING_TO_CANCEL: {
    status: 409,
    messages: {
      ar: 'لا توجد مواعيد قادمة لإلغائها في هذه السلسلة.',
      en: 'There are no upcoming appointments to cancel in this series.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

/** The messages of the series rule's own checks (see FIELD_MESSAGES). */
export const SERIES_FIELD_MESSAGES = {
  'field.seriesEnd': {
    ar: 'حدّد عدد المواعيد أو تاريخ الانتهاء، لا كليهما.',
    en: 'Give either the number of appointments or an end date, not both.',
  },
} as const satisfies Record<string, Record<Language, string>>;
