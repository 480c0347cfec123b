import type { Language } from '../i18n/languages.js';

/**
 * The messages of the Saudi formats an endowment deed checks (waqf notes §5–7; see FIELD_MESSAGES).
 * Kept short: the field catalogue rides every page that has a form.
 */
export const ENDOWMENT_FIELD_MESSAGES = {
  'field.idNumberCitizen': { ar: 'رقم الهوية الوطنية يبدأ بـ ١.', en: 'A national ID number starts with 1.' },
  'field.idNumberResident': { ar: 'رقم الإقامة يبدأ بـ ٢.', en: 'An iqama number starts with 2.' },
  'field.passport': {
    ar: 'رقم الجواز من ٦ إلى ٩ حروف لاتينية وأرقام.',
    en: 'A passport number has 6 to 9 letters and digits.',
  },
  'field.companyNumber': {
    ar: 'رقم السجل التجاري أو الرقم الوطني الموحد عشرة أرقام.',
    en: 'The CR or unified national number is 10 digits.',
  },
  'field.unifiedNumber': {
    ar: 'الرقم الوطني الموحد عشرة أرقام يبدأ بـ ٧.',
    en: 'The unified national number is 10 digits starting with 7.',
  },
  'field.iban': { ar: 'الآيبان السعودي SA يليها ٢٢ رقماً.', en: 'A Saudi IBAN is SA followed by 22 digits.' },
  'field.ibanChecksum': { ar: 'الآيبان غير صحيح، تحقّق من أرقامه.', en: 'This IBAN is not valid; check its digits.' },
  'field.buildingNumber': { ar: 'رقم المبنى أربعة أرقام.', en: 'The building number is 4 digits.' },
  'field.additionalNumber': { ar: 'الرقم الإضافي أربعة أرقام.', en: 'The additional number is 4 digits.' },
  'field.postalCode': { ar: 'الرمز البريدي خمسة أرقام.', en: 'The postal code is 5 digits.' },
  'field.shortAddress': {
    ar: 'العنوان المختصر أربعة حروف لاتينية ثم أربعة أرقام، مثل \u2066RAHA3443\u2069.',
    en: 'The short address is 4 letters then 4 digits, e.g. RAHA3443.',
  },
  'field.mapPoint': {
    ar: 'موقع الخريطة يحتاج خط العرض وخط الطول معاً.',
    en: 'A map position needs both latitude and longitude.',
  },
  'field.goldKarat': { ar: 'عيار الذهب ٢٤ أو ٢٢ أو ٢١ أو ١٨.', en: 'The gold karat is 24, 22, 21 or 18.' },
  'field.metalWeight': {
    ar: 'أدخل الوزن بالغرام، أكثر من صفر، بثلاث منازل عشرية على الأكثر.',
    en: 'Enter the weight in grams, above zero, with at most 3 decimals.',
  },
  'field.silverFineness': {
    ar: 'عيار الفضة بالألف، من ٥٠٠ إلى ٩٩٩، مثل ٩٢٥.',
    en: 'Silver fineness is in thousandths, from 500 to 999, e.g. 925.',
  },
  'field.percent': {
    ar: 'أدخل نسبة من ٠ إلى ١٠٠ بمنزلتين عشريتين على الأكثر.',
    en: 'Enter a percentage from 0 to 100 with at most 2 decimals.',
  },
  'field.assetRatio': {
    ar: 'الحصة الموقوفة من الأصل أكثر من ٠٪ ولا تتجاوز ١٠٠٪.',
    en: 'The endowed share of an asset is above 0% and at most 100%.',
  },
  'field.sharesTotal': {
    ar: 'يجب أن يكون مجموع حصص المستفيدين ١٠٠٪ تماماً.',
    en: "The beneficiaries' shares must total exactly 100%.",
  },
  'field.hijriDate': {
    ar: 'أدخل يوماً موجوداً في تقويم أم القرى، مثل \u2066١٤٤٧-٠١-٠١\u2069.',
    en: 'Enter a day that exists in the Umm al-Qura calendar, e.g. 1447-01-01.',
  },
  'field.hijriRange': { ar: 'السنة الهجرية من ١٣٠٠ إلى ١٦٠٠.', en: 'The Hijri year must be from 1300 to 1600.' },
} as const satisfies Record<string, Record<Language, string>>;
