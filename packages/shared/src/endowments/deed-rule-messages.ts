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
  'field.deedAmount': {
    ar: 'أدخل مبلغاً بالريال أكبر من صفر، بمنزلتين عشريتين على الأكثر.',
    en: 'Enter an amount in SAR above zero, with at most 2 decimals.',
  },
  'field.deedYieldPercent': {
    ar: 'النسبة من الغلة أكثر من ٠٪ ولا تتجاوز ١٠٠٪.',
    en: 'A share of the yield is above 0% and at most 100%.',
  },
  'field.deedExpenseLabel': {
    ar: 'اكتب بند المصروف في حرفين إلى ١٢٠ حرفاً.',
    en: 'Write the expense item in 2 to 120 characters.',
  },
  'field.deedDeductionsTotal': {
    ar: 'يجب أن يقل مجموع نسب المصاريف ومكافأة الناظر عن ١٠٠٪ من الغلة، فحصص المستفيدين تُقسم من صافي الغلة الباقي بعدها.',
    en: "The expenses' and the supervisor's reward percentages must total less than 100% of the yield: the beneficiaries' shares split the net yield that remains.",
  },
  'field.deedEntityNumber': {
    ar: 'تُعرَّف الجهة بالرقم الوطني الموحد.',
    en: 'An organisation is identified by its unified national number.',
  },
} as const satisfies Record<string, Record<Language, string>>;
