import type { ErrorDefinition } from '../errors/error-definition.js';
import type { Language } from '../i18n/languages.js';

/** The errors of promotions, campaigns and campaign registrations. */
export const CAMPAIGN_ERRORS = {
  CLINIC_PROMOTION_NOT_FOUND: {
    status: 404,
    messages: { ar: 'العرض غير موجود.', en: 'This offer does not exist.' },
  },
  CLINIC_CAMPAIGN_NOT_FOUND: {
    status: 404,
    messages: { ar: 'الحملة غير موجودة.', en: 'This campaign does not exist.' },
  },
  CLINIC_REGISTRATION_NOT_FOUND: {
    status: 404,
    messages: { ar: 'التسجيل غير موجود.', en: 'This registration does not exist.' },
  },
  CLINIC_LOGIN_TO_REGISTER: {
    status: 401,
    messages: { ar: 'يرجى تسجيل الدخول للتسجيل في الحملة.', en: 'Please log in to register for this campaign.' },
  },
  CLINIC_CAMPAIGN_FULL: {
    status: 409,
    messages: { ar: 'اكتمل العدد في هذه الحملة.', en: 'This campaign is full.' },
  },
  CLINIC_CAMPAIGN_ALREADY_REGISTERED: {
    status: 409,
    messages: { ar: 'سبق أن سجّلت في هذه الحملة.', en: 'You have already registered for this campaign.' },
  },
  CLINIC_CAMPAIGN_PAST: {
    status: 409,
    messages: { ar: 'بدأت هذه الحملة أو انتهت.', en: 'This campaign has already started or ended.' },
  },
  CLINIC_REGISTRATION_STALE: {
    status: 409,
    messages: {
      ar: 'تغيّرت حالة هذا التسجيل؛ حدّث الصفحة.',
      en: 'This registration’s status has changed; refresh the page.',
    },
  },
  CLINIC_CAMPAIGN_CAPACITY_BELOW_TAKEN: {
    status: 409,
    messages: {
      ar: 'لا يمكن أن يقل عدد المقاعد عن التسجيلات القائمة.',
      en: 'The capacity cannot be lower than the registrations already taken.',
    },
  },
  CLINIC_CAMPAIGN_IN_USE: {
    status: 409,
    messages: {
      ar: 'لا تُحذف حملة فيها تسجيلات؛ ألغِ التسجيلات أو عدّل الحملة.',
      en: 'A campaign with registrations cannot be deleted.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

/** The messages of the promotions' and campaigns' own field rules (see FIELD_MESSAGES). */
export const CAMPAIGN_FIELD_MESSAGES = {
  'field.discountBelowPrice': {
    ar: 'يجب أن يكون السعر بعد الخصم أقل من السعر.',
    en: 'The price after discount must be below the price.',
  },
  'field.campaignInPast': {
    ar: 'اختر يوماً ووقتاً لم يمضيا بعد.',
    en: 'Choose a day and time that have not passed yet.',
  },
  'field.oneTarget': {
    ar: 'اختر خدمة أو تخصصاً، واحداً منهما فقط.',
    en: 'Choose a service or a speciality, not both.',
  },
} as const satisfies Record<string, Record<Language, string>>;
