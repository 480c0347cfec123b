import type { ErrorDefinition } from '../errors/error-definition.js';
import type { Language } from '../i18n/languages.js';

/** The errors of agendas, consultation types and time off. */
export const AGENDA_ERRORS = {
  CLINIC_AGENDA_NOT_FOUND: {
    status: 404,
    messages: { ar: 'جدول المواعيد غير موجود.', en: 'This agenda does not exist.' },
  },
  CLINIC_CONSULTATION_TYPE_NOT_FOUND: {
    status: 404,
    messages: { ar: 'نوع الاستشارة غير موجود.', en: 'This consultation type does not exist.' },
  },
  CLINIC_BLOCK_NOT_FOUND: {
    status: 404,
    messages: { ar: 'الوقت المحجوب غير موجود.', en: 'This time off does not exist.' },
  },
  CLINIC_ETABLISSEMENT_NOT_FOUND: {
    status: 404,
    messages: { ar: 'العيادة غير موجودة.', en: 'This clinic does not exist.' },
  },
  CLINIC_SCHEDULE_FORBIDDEN: {
    status: 403,
    messages: {
      ar: 'يمكنك تعديل أوقاتك أنت فقط، لا أوقات العيادة كلها.',
      en: 'You can change only your own time off, not the whole clinic’s.',
    },
  },
  CLINIC_AGENDA_OVERLAP: {
    status: 409,
    messages: {
      ar: 'لدى الطبيب جدول مواعيد آخر في بعض هذه التواريخ.',
      en: 'This doctor already has an agenda on some of these dates.',
    },
  },
  CLINIC_AGENDA_IN_USE: {
    status: 409,
    messages: {
      ar: 'لا يُحذف جدول عليه مواعيد؛ قلّص تواريخه بدلاً من ذلك.',
      en: 'An agenda with appointments cannot be deleted; shorten its dates instead.',
    },
  },
  CLINIC_AGENDA_STRANDS_BOOKINGS: {
    status: 409,
    messages: {
      ar: 'يترك هذا التعديل مواعيد قائمة خارج الجدول؛ ألغِها أولاً.',
      en: 'This change would strand active appointments; cancel those listed first.',
    },
  },
  CLINIC_BLOCK_STRANDS_BOOKINGS: {
    status: 409,
    messages: {
      ar: 'في هذا الوقت مواعيد قائمة؛ ألغِها أولاً.',
      en: 'Active appointments fall in this time; cancel those listed first.',
    },
  },
} as const satisfies Record<string, ErrorDefinition>;

/** The messages of the agenda and block contracts' own rules (see FIELD_MESSAGES). */
export const AGENDA_FIELD_MESSAGES = {
  'field.hoursOrder': { ar: 'يجب أن ينتهي الوقت بعد بدايته.', en: 'The end must come after the start.' },
  'field.hoursOverlap': {
    ar: 'تتداخل هذه الفترة مع فترة أخرى في اليوم نفسه.',
    en: 'This range overlaps another range of the same day.',
  },
  'field.hoursRequired': { ar: 'حدّد ساعات العمل ليوم واحد على الأقل.', en: 'Set working hours for at least one day.' },
  'field.datesOrder': {
    ar: 'يجب ألا يسبق تاريخ النهاية تاريخ البداية.',
    en: 'The end date cannot be before the start date.',
  },
  'field.dateRange': { ar: 'أدخل تاريخاً بين عامي ١٩٠٠ و٢١٩٩.', en: 'Enter a date between 1900 and 2199.' },
  'field.noSuchLocalTime': {
    ar: 'هذا الوقت غير موجود في المنطقة الزمنية للعيادة (تغيير التوقيت).',
    en: 'This time does not exist in the clinic’s time zone (a clock change).',
  },
  'field.blockScope': {
    ar: 'اختر الطبيب أو العيادة، واحداً منهما فقط.',
    en: 'Choose either a doctor or a clinic, not both.',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Why an appointment would be left stranded: the `code` of each line of a stranding 409's details. */
export const STRANDED_REASONS = {
  outside_agenda: { ar: 'خارج أيام الجدول أو ساعاته', en: 'outside the agenda’s days or hours' },
  misaligned: { ar: 'لا يوافق مواعيد الجدول الجديدة', en: 'off the agenda’s new slot times' },
  weekend: { ar: 'في عطلة العيادة', en: 'on the clinic’s weekend' },
  closed: { ar: 'خارج ساعات عمل العيادة', en: 'outside the clinic’s opening hours' },
  blocked: { ar: 'في وقت محجوب', en: 'in time off' },
  type_not_offered: { ar: 'نوع الاستشارة لم يعد متاحاً', en: 'its consultation type is no longer offered' },
  over_capacity: { ar: 'يتجاوز عدد المرضى المسموح في الموعد', en: 'more patients than the slot now allows' },
} as const satisfies Record<string, Record<Language, string>>;

export type StrandedReason = keyof typeof STRANDED_REASONS;
