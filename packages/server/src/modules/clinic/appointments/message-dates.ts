import type { Language } from '@bayan/shared';
import { localDayOf } from '../availability/time-zone.js';

/**
 * One set of numerals per language: Arabic-Indic in the Arabic text, Western in the English. The
 * digits are named because ICU's bare `ar` writes Western digits while `ar-SA` writes Arabic-Indic.
 */
const LOCALES = {
  gregory: { ar: 'ar-u-ca-gregory-nu-arab', en: 'en-GB-u-nu-latn' },
  hijri: { ar: 'ar-SA-u-ca-islamic-umalqura-nu-arab', en: 'en-u-ca-islamic-umalqura-nu-latn' },
} as const;

type Calendar = keyof typeof LOCALES;
type Bilingual = Record<Language, string>;

/** An instant as the clinic's wall clock shows it, in each language. */
export function inZone(
  instant: string | Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  calendar: Calendar = 'gregory',
): Bilingual {
  const format = (lang: Language) =>
    new Intl.DateTimeFormat(LOCALES[calendar][lang], { timeZone, ...options }).format(new Date(instant));
  return { ar: format('ar'), en: format('en') };
}

/** Date and time of an instant in the clinic's zone, in each language. */
export const dateTimeIn = (instant: string | Date, timeZone: string) =>
  inZone(instant, timeZone, { dateStyle: 'medium', timeStyle: 'short' });

/** The day the visit falls on relative to `now`, both read on the clinic's calendar: 0 today, 1 tomorrow. */
export const daysAhead = (start: string, timeZone: string, now: Date) =>
  localDayOf(timeZone, new Date(start).getTime()) - localDayOf(timeZone, now.getTime());
