import type { Language } from '../i18n/languages.js';

/** The messages of a deed's submit rules (deed-review.ts), each shown on the wizard step it names. */
export const DEED_RULE_MESSAGES = {
  'field.required': { ar: 'هذا الحقل مطلوب.', en: 'This field is required.' },
  'field.isoDate': { ar: 'أدخل تاريخاً صحيحاً.', en: 'Enter a valid date.' },
  'field.positiveNumber': { ar: 'أدخل رقماً أكبر من صفر.', en: 'Enter a number above zero.' },
  'field.hijriMismatch': {
    ar: 'التاريخ الهجري لا يوافق التاريخ الميلادي.',
    en: 'The Hijri date does not match the Gregorian date.',
  },
  'field.deedAssetsMin': { ar: 'أضف أصلاً موقوفاً واحداً على الأقل.', en: 'Add at least one endowed asset.' },
  'field.deedSupervisorsMin': { ar: 'عيّن ناظراً واحداً على الأقل.', en: 'Appoint at least one supervisor.' },
  'field.deedSupervisionMode': {
    ar: 'اختر هل يعمل النظّار مجتمعين أم منفردين.',
    en: 'Choose whether the supervisors act jointly or independently.',
  },
  'field.deedWitnessesMin': { ar: 'أضف شاهدين على الأقل.', en: 'Add at least two witnesses.' },
  'field.deedWitnessAdult': {
    ar: 'يجب أن يكون الشاهد بالغاً (١٨ سنة فأكثر).',
    en: 'A witness must be an adult (18 or older).',
  },
  'field.deedWitnessConflict': {
    ar: 'لا يكون الشاهد هو الواقف أو ناظراً أو مستفيداً.',
    en: 'A witness cannot be the endower, a supervisor or a beneficiary.',
  },
  'field.deedPartyKind': {
    ar: 'هذا النوع غير مقبول لهذا الدور.',
    en: 'This kind of party is not accepted for this role.',
  },
  'field.deedBeneficiariesMin': { ar: 'أضف مستفيداً واحداً على الأقل.', en: 'Add at least one beneficiary.' },
  'field.deedUltimateBeneficiary': {
    ar: 'سمِّ الجهة الخيرية التي يؤول إليها الوقف عند انقطاع الذرية.',
    en: 'Name the charity the waqf passes to when the family line ends.',
  },
  'field.deedIdAttachment': {
    ar: 'أرفق صورة هوية الواقف أو جواز سفره.',
    en: "Attach the endower's ID card or passport.",
  },
} as const satisfies Record<string, Record<Language, string>>;
