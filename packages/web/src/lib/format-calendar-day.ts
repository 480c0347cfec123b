import { gregorianToHijri, hijriToGregorian, isPublishedHijriYear, type Language } from '@bayan/shared';
import { formatDigits } from './format';
import { dayFormat } from './format-date';

const timeOf = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

/**
 * A calendar day written YYYY-MM-DD (a birthday, a deed's date) in both calendars, or null when it
 * is not one. The Hijri day is the product's (shared dates/hijri.ts: the calendar as published, not
 * ICU's computed one, before AH 1420), in Intl's words for its month and era; `computed` says it is
 * not a day of the published calendar (before AH 1343, after AH 1450), for the field to say so.
 * Apart from format-date.ts so that the calendar's table loads with the pages that name days only.
 */
export function formatCalendarDay(isoDay: string, language: Language) {
  const time = timeOf(isoDay);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(time)) return null;
  if (new Date(time).toISOString().slice(0, 10) !== isoDay) return null;
  const gregorian = dayFormat(language, 'gregory', 'UTC').format(time);
  const hijri = gregorianToHijri(isoDay);
  // Outside AH 1300–1600: Intl's arithmetic calendar names it.
  if (!hijri) return { hijri: dayFormat(language, 'islamic-umalqura', 'UTC').format(time), gregorian, computed: true };
  // Intl names the month around our 15th (the two tables are never two weeks apart); the day is ours.
  const words = dayFormat(language, 'islamic-umalqura', 'UTC')
    .formatToParts(timeOf(hijriToGregorian({ ...hijri, day: 15 })!))
    .map((part) => (part.type === 'day' ? formatDigits(String(hijri.day), language) : part.value))
    .join('');
  return { hijri: words, gregorian, computed: !isPublishedHijriYear(hijri.year) };
}
