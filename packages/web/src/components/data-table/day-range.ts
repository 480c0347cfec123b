import { riyadhDay, riyadhMonth, type Language } from '@bayan/shared';
import { cached, dateLocale, eraOf, type DateCalendar } from '../../lib/format-date';

/** The quick periods a list's period picker offers, each ending today (in Riyadh). */
export const DAY_RANGE_PRESETS = ['today', 'last7', 'last30', 'thisMonth'] as const;
export type DayRangePreset = (typeof DAY_RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** A preset's first and last days (YYYY-MM-DD, both included), as of `now`. */
export function presetRange(preset: DayRangePreset, now: Date = new Date()): { from: string; to: string } {
  const today = riyadhDay(now);
  const from = {
    today,
    last7: dayBefore(today, 6),
    last30: dayBefore(today, 29),
    thisMonth: riyadhDay(riyadhMonth(now).from),
  }[preset];
  return { from, to: today };
}

const asDate = (day: string) => (DAY.test(day) ? new Date(`${day}T00:00:00Z`) : null);

function rangeIn(calendar: DateCalendar, language: Language, from: Date, to: Date): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  // The era names the calendar, as every date of the app does ("م", "هـ" / "AH").
  return cached(dateLocale(language, calendar), { ...options, ...eraOf(language, calendar) }).formatRange(from, to);
}

/**
 * A period of whole days in both calendars, in the language's digits ("١–٢٦ نوفمبر ٢٠٢٦ م" and
 * "٢١ جمادى الأولى – ١٦ جمادى الآخرة ١٤٤٨ هـ"); an open end is the day alone, for `since`/`until`
 * wording; null when neither end is a day.
 */
export function formatDayRange(fromDay: string, toDay: string, language: Language) {
  const [from, to] = [asDate(fromDay), asDate(toDay)];
  if (from && to && to >= from) {
    return {
      open: null,
      gregorian: rangeIn('gregory', language, from, to),
      hijri: rangeIn('islamic-umalqura', language, from, to),
    };
  }
  const only = from ?? to;
  if (!only) return null;
  return {
    open: from ? ('since' as const) : ('until' as const),
    gregorian: rangeIn('gregory', language, only, only),
    hijri: rangeIn('islamic-umalqura', language, only, only),
  };
}
