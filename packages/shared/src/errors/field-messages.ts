import { DIRECTORY_FIELD_MESSAGES } from '../clinic/directory-field-messages.js';
import { AGENDA_FIELD_MESSAGES } from '../clinic/agenda-errors.js';
import { ENDOWMENT_FIELD_MESSAGES } from '../endowments/endowment-field-messages.js';
import { RESERVATION_FIELD_MESSAGES } from '../clinic/reservation-errors.js';
import { CAMPAIGN_FIELD_MESSAGES } from '../clinic/campaigns-errors.js';
import type { Language } from '../i18n/languages.js';

/**
 * Messages of the contracts' own rules (refinements). A schema uses the key as its message;
 * the server and the web forms translate it with fieldMessage().
 */
export const FIELD_MESSAGES = {
  'field.atLeastOne': { ar: 'أدخل حقلاً واحداً على الأقل.', en: 'Provide at least one field.' },
  'field.loginRequired': {
    ar: 'أدخل البريد الإلكتروني أو رقم الجوال أو رقم الهوية.',
    en: 'Enter an email, phone number or ID number.',
  },
  'field.phone': {
    ar: 'أدخل رقم جوال سعودياً صحيحاً، مثل \u2066٠٥١٢٣٤٥٦٧٨\u2069.',
    en: 'Enter a valid Saudi mobile number, e.g. 0512345678.',
  },
  'field.idNumber': {
    ar: 'رقم الهوية أو الإقامة عشرة أرقام يبدأ بـ ١ أو ٢.',
    en: 'The ID or iqama number is 10 digits starting with 1 or 2.',
  },
  'field.identifier': { ar: 'المعرّف غير صالح.', en: 'Invalid identifier.' },
  /** Any other value refused by a pattern: the pattern itself is never shown to users. */
  'field.format': { ar: 'صيغة القيمة غير صحيحة.', en: 'The value is not in the expected format.' },
  'field.email': { ar: 'أدخل بريداً إلكترونياً صحيحاً.', en: 'Please enter a valid email address.' },
  'field.idNumberChecksum': {
    ar: 'رقم الهوية أو الإقامة غير صحيح، تحقّق من أرقامه.',
    en: 'This ID or iqama number is not valid; check its digits.',
  },
  'field.passwordTooShort': { ar: 'كلمة المرور ١٢ حرفاً على الأقل.', en: 'The password needs at least 12 characters.' },
  'field.passwordTooLong': {
    ar: 'كلمة المرور ١٢٨ حرفاً على الأكثر.',
    en: 'The password can have at most 128 characters.',
  },
  'field.passwordCommon': {
    ar: 'كلمة المرور هذه شائعة وسهلة التخمين.',
    en: 'This password is common and easy to guess.',
  },
  'field.passwordPersonal': {
    ar: 'لا تضع اسمك أو بريدك أو جوالك أو رقم هويتك في كلمة المرور.',
    en: 'Do not put your name, email, phone or ID number in the password.',
  },
  'field.birthdayRange': {
    ar: 'أدخل تاريخ ميلاد بين اليوم وقبل ١٢٠ سنة، بالتقويم الذي اخترته.',
    en: 'Enter a birth date between today and 120 years ago, in the calendar you chose.',
  },
  'field.otp': { ar: 'الرمز ستة أرقام.', en: 'The code is 6 digits.' },
  'field.passwordMismatch': { ar: 'كلمتا المرور غير متطابقتين.', en: 'The passwords do not match.' },
  'field.unstorableText': {
    ar: 'يحتوي النص على محارف غير مسموحة (محرف فارغ أو ترميز غير مكتمل).',
    en: 'The text contains characters that are not allowed (a NUL character or a broken encoding).',
  },
  'field.ageRange': {
    ar: 'يجب ألا يقل الحد الأعلى للعمر عن حده الأدنى.',
    en: 'The highest age cannot be below the lowest.',
  },
  'field.termsRequired': {
    ar: 'يجب الموافقة على الشروط والأحكام.',
    en: 'You must agree to the terms and conditions.',
  },
  ...DIRECTORY_FIELD_MESSAGES,
  ...AGENDA_FIELD_MESSAGES,
  ...ENDOWMENT_FIELD_MESSAGES,
  ...RESERVATION_FIELD_MESSAGES,
  ...CAMPAIGN_FIELD_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function fieldMessage(message: string, lang: Language): string {
  return Object.hasOwn(FIELD_MESSAGES, message) ? FIELD_MESSAGES[message as FieldMessageKey][lang] : message;
}
