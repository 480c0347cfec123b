import type { Language } from '../i18n/languages.js';

/**
 * Messages of the core contracts' own rules (refinements): accounts, users, names, lists. A schema
 * uses the key as its message; the server and the web forms translate it with fieldMessage(). Apart
 * from the modules' (field-messages.ts) so that the sign-in and sign-up pages, which need only
 * these, do not carry every module's words on their first load (issue 14).
 */
export const CORE_FIELD_MESSAGES = {
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
  'field.emailRequired': { ar: 'البريد الإلكتروني مطلوب.', en: 'Email is required.' },
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
} as const satisfies Record<string, Record<Language, string>>;

export type CoreFieldMessageKey = keyof typeof CORE_FIELD_MESSAGES;

/** A core rule's message, in `lang`. */
export function coreFieldMessage(key: CoreFieldMessageKey, lang: Language): string {
  return CORE_FIELD_MESSAGES[key][lang];
}
