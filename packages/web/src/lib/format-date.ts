import type { Language } from '@bayan/shared';

export type DateCalendar = 'islamic-umalqura' | 'gregory';

/** Product dates are Riyadh dates (PRODUCT §7); a calendar day (a birthday) has no time zone. */
const RIYADH = 'Asia/Riyadh';
const DIGITS: Record<Language, string> = { ar: 'arab', en: 'latn' };
const REGION: Record<Language, string> = { ar: 'ar-SA', en: 'en-GB' };

/** Calendar and digits are always named: plain `ar-SA` now means Gregorian (PRODUCT §9). */
export function dateLocale(language: Language, calendar: DateCalendar): string {
  return `${REGION[language]}-u-ca-${calendar}-nu-${DIGITS[language]}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options, built once. */
export function cached(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * The era a date names its calendar by: always for the Hijri one ("هـ" / "AH"); for the Gregorian
 * one in Arabic only ("م", as Saudi writing marks it), since an English reader takes an unmarked
 * date as Gregorian and "AD" after every date reads oddly (findings 2026-12 #36).
 */
export function eraOf(language: Language, calendar: DateCalendar): Intl.DateTimeFormatOptions {
  return calendar === 'gregory' && language === 'ar' ? { era: 'short' } : {};
}

/** The formatter of a day with its month's name: "١٦ رمضان ١٤٤٧ هـ" / "5 March 2026". */
export function dayFormat(language: Language, calendar: DateCalendar, timeZone = RIYADH): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone };
  return cached(dateLocale(language, calendar), { ...options, ...eraOf(language, calendar) });
}

/** "١٦ رمضان ١٤٤٧ هـ" / "5 March 2026". */
export function formatDate(date: Date, language: Language, calendar: DateCalendar, timeZone = RIYADH): string {
  return dayFormat(language, calendar, timeZone).format(date);
}

/** A moment in both calendars plus its time, in Riyadh or the given zone (a clinic's): what a list row shows. */
export function formatMoment(date: Date, language: Language, timeZone = RIYADH) {
  return {
    hijri: formatDate(date, language, 'islamic-umalqura', timeZone),
    gregorian: formatDate(date, language, 'gregory', timeZone),
    time: formatTime(date, language, timeZone),
  };
}

/** US English marks the half of the day "AM/PM" (British English would write "am"); Arabic "ص/م". */
const TIME_LOCALE: Record<Language, string> = { ar: 'ar-SA-u-nu-arab', en: 'en-US-u-nu-latn' };

/** The time of a moment in a zone, on the 12-hour clock people read in both languages: "١:٠٠ م" / "1:00 PM". */
export function formatTime(date: Date | number, language: Language, timeZone = RIYADH): string {
  return cached(TIME_LOCALE[language], { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone }).format(date);
}

/** Gregorian month names (the revenue months are Gregorian months), in the language's digits. */
export function monthNames(language: Language, width: 'long' | 'short'): string[] {
  const format = cached(dateLocale(language, 'gregory'), { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 15)));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];
const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/** "قبل ٣ دقائق" / "3 minutes ago"; under a minute is "now". */
export function formatRelative(date: Date, language: Language, now: Date = new Date()): string {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(`${language}-u-nu-${DIGITS[language]}`, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A Gregorian year number in the language's digits, without grouping: "٢٠٢٦" / "2026". */
export function formatGregorianYear(year: number, language: Language): string {
  return cached(dateLocale(language, 'gregory'), { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, 6, 1));
}
