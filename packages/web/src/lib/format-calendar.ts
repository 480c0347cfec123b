import type { Language } from '@bayan/shared';
import { cached, dateLocale, eraOf, formatTime } from './format-date';

/*
 * A calendar's words (hour labels, day headings, the period, the zone), apart from format-date:
 * only the pages with a calendar load them.
 */

/** A wall-clock time given in minutes after midnight (a calendar's hour labels), in the language's digits. */
export const formatClock = (minutes: number, language: Language): string =>
  formatTime(Date.UTC(2026, 0, 1, 0, minutes), language, 'UTC');

/** A calendar day as a column heading: its weekday, then its Gregorian and Hijri day and month. */
export function formatDayHeading(isoDay: string, language: Language) {
  const date = Date.parse(`${isoDay}T00:00:00Z`);
  const dayMonth = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
  return {
    weekday: cached(dateLocale(language, 'gregory'), { weekday: 'long', timeZone: 'UTC' }).format(date),
    gregorian: cached(dateLocale(language, 'gregory'), dayMonth).format(date),
    hijri: cached(dateLocale(language, 'islamic-umalqura'), { ...dayMonth, month: 'long' }).format(date),
  };
}

/** Days YYYY-MM-DD from `first` to `last` in both calendars, shared parts written once ("7–13 March 2026"). */
export function formatDayRange(first: string, last: string, language: Language) {
  const [from, to] = [Date.parse(`${first}T00:00:00Z`), Date.parse(`${last}T00:00:00Z`)];
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return {
    hijri: cached(dateLocale(language, 'islamic-umalqura'), options).formatRange(from, to),
    gregorian: cached(dateLocale(language, 'gregory'), { ...options, ...eraOf(language, 'gregory') }).formatRange(
      from,
      to,
    ),
  };
}

/** A time zone's name in the language ("Arabian Standard Time"), or its IANA name when Intl has none. */
export function formatZoneName(timeZone: string, language: Language): string {
  const parts = cached(dateLocale(language, 'gregory'), { timeZone, timeZoneName: 'long' }).formatToParts(0);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
