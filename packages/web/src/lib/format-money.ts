import type { Language } from '@bayan/shared';

const LOCALES: Record<Language, string> = { ar: 'ar-SA-u-nu-arab', en: 'en-GB-u-nu-latn' };
const money = new Map<Language, Intl.NumberFormat>();
const compact = new Map<Language, Intl.NumberFormat>();

/** An amount in SAR (PRODUCT §7), to the halala, in the language's digits: "١٬٢٣٤٫٥٠ ر.س.‏" / "SAR 1,234.50". */
export function formatMoney(amount: number, language: Language): string {
  let format = money.get(language);
  if (!format)
    money.set(language, (format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'SAR' })));
  return format.format(amount);
}

/** Short numbers for chart axes: "١٣ ألف" / "13K". */
export function formatCompact(value: number, language: Language): string {
  let format = compact.get(language);
  if (!format) compact.set(language, (format = new Intl.NumberFormat(LOCALES[language], { notation: 'compact' })));
  return format.format(value);
}
