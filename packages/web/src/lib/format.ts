import type { Language } from '@bayan/shared';

// Calendar and digits are always explicit: plain `ar-SA` now means Gregorian (PRODUCT §9).
const NUMBER_LOCALES: Record<Language, string> = { ar: 'ar-SA-u-nu-arab', en: 'en-GB-u-nu-latn' };
const DATE_LOCALES: Record<Language, string> = {
  ar: 'ar-SA-u-ca-islamic-umalqura-nu-arab',
  en: 'en-GB-u-ca-gregory-nu-latn',
};

const numberFormats = new Map<Language, Intl.NumberFormat>();
const yearFormats = new Map<Language, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

export function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(NUMBER_LOCALES[language])));
  return format.format(value);
}

/**
 * A value written with digits (a phone number, a day typed as YYYY-MM-DD, a time) in the page's
 * digits: Arabic-Indic in Arabic, as it is in English. Only the digits change, so it keeps its form.
 */
export function formatDigits(text: string, language: Language): string {
  return language === 'ar' ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit))) : text;
}

const LRM = '\u200E';

/**
 * A digit string read left to right (an ID, a masked number, a phone, a deed number) in the
 * language's digits. To the bidi algorithm Arabic-Indic digits are Arabic numbers, which turn the
 * separators between them (asterisks, spaces, hyphens) right-to-left, so the groups came out
 * reversed even inside <bdi dir="ltr">: "١******٢٩١" showed as "٢٩١******١" (issue 32). A
 * left-to-right mark each side of every separator holds the order. For display only: a form's
 * value keeps formatDigits.
 */
export function formatLtrDigits(text: string, language: Language): string {
  const digits = formatDigits(text, language);
  return language === 'ar' ? digits.replace(/[^\u0660-\u0669]+/g, (run) => `${LRM}${run}${LRM}`) : digits;
}

/** The year in the language's calendar: "١٤٤٧ هـ" in Arabic, "2026" in English. */
export function formatYear(date: Date, language: Language): string {
  let format = yearFormats.get(language);
  if (!format)
    yearFormats.set(language, (format = new Intl.DateTimeFormat(DATE_LOCALES[language], { year: 'numeric' })));
  return format.format(date);
}

/** A list joined by "and" ("a, b and c"): the missing fields of a profile; first-view.ts warms it up. */
export const AND_LIST: Intl.ListFormatOptions = { style: 'long', type: 'conjunction' };

/**
 * A list in the language's words ("أ و ب و ج", "a, b and c"), its formatter built once per
 * language and options: the first one loads the language's list data (~20 ms on a phone).
 */
export function formatList(items: string[], language: string, options: Intl.ListFormatOptions): string {
  const key = `${language}|${options.style ?? ''}|${options.type ?? ''}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(language, options)));
  return format.format(items);
}

/** A Saudi mobile in E.164 grouped for reading (+966 55 123 4567); anything else as it is. */
export function formatPhone(e164: string): string {
  return e164.replace(/^\+966(5\d)(\d{3})(\d{4})$/, '+966 $1 $2 $3');
}
