import type { Language } from '../i18n/languages.js';

/** The messages of the clinic directory's own field rules (see FIELD_MESSAGES). */
export const DIRECTORY_FIELD_MESSAGES = {
  'field.clockTime': {
    ar: 'أدخل الوقت بالشكل ٠٩:٣٠، من ٠٠:٠٠ إلى ٢٤:٠٠.',
    en: 'Enter a time as 09:30, from 00:00 to 24:00.',
  },
  'field.clinicHoursOrder': {
    ar: 'يجب أن يكون وقت الإغلاق بعد وقت الفتح.',
    en: 'The closing time must be after the opening time.',
  },
  'field.weekendDays': {
    ar: 'يجب أن تفتح العيادة يوماً واحداً في الأسبوع على الأقل.',
    en: 'The clinic must open at least one day a week.',
  },
  'field.timeZone': {
    ar: 'أدخل منطقة زمنية صحيحة، مثل Asia/Riyadh.',
    en: 'Enter a valid time zone, e.g. Asia/Riyadh.',
  },
  'field.clinicPhone': {
    ar: 'أدخل رقم هاتف صحيحاً من ٧ إلى ١٥ رقماً، مثل \u2066٠١١٢٣٤٥٦٧٨\u2069.',
    en: 'Enter a valid phone number of 7 to 15 digits, e.g. 0112345678.',
  },
} as const satisfies Record<string, Record<Language, string>>;
