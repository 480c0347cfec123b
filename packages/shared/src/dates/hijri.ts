import { invalid, valid, type Checked } from '../text/checked.js';
import { compactDigits } from '../text/digits.js';

import { hijriOfDay, monthLength, monthStartDay, type HijriDate } from './hijri-months.js';

export type { HijriDate } from './hijri-months.js';

/*
 * Umm al-Qura (the Saudi Hijri calendar) days, to and from Gregorian days YYYY-MM-DD, for every
 * form and server rule of the platform (waqf notes §7). The past is the calendar as published at
 * the time (AH 1343–1419, the days birth dates on Saudi IDs are written in), the rest ICU's computed
 * table, which Intl carries in Node and every browser (hijri-months.ts joins them). ICU's table
 * covers AH 1300–1600 (outside it Intl quietly falls back to the arithmetic calendar), so those years
 * only are accepted. Every day is taken at UTC midnight, so no time zone shifts it.
 */
export const HIJRI_MIN_YEAR = 1300;
export const HIJRI_MAX_YEAR = 1600;

/**
 * The years whose days are the published calendar's: AH 1343–1419 from its table, AH 1420–1450
 * where ICU's computed table gives the same days. Outside them a Hijri date is computed (before the
 * calendar's records, or ahead of them, where ICU and KACST's current publication differ by a day in
 * some months), and forms say so.
 */
export const HIJRI_PUBLISHED_FIRST_YEAR = 1343;
export const HIJRI_PUBLISHED_LAST_YEAR = 1450;

/** Whether a Hijri year's days are the published calendar's rather than computed. */
export const isPublishedHijriYear = (year: number) =>
  year >= HIJRI_PUBLISHED_FIRST_YEAR && year <= HIJRI_PUBLISHED_LAST_YEAR;

const DAY_MS = 86_400_000;

const inTable = (year: number) => Number.isInteger(year) && year >= HIJRI_MIN_YEAR && year <= HIJRI_MAX_YEAR;
const isMonth = (month: number) => Number.isInteger(month) && month >= 1 && month <= 12;

/** A Umm al-Qura month's days (29 or 30; a few 28s and 31s in AH 1343–1364); null outside AH 1300–1600 or no month. */
export function hijriMonthLength(year: number, month: number): number | null {
  if (!inTable(year) || !isMonth(month)) return null;
  return monthLength(year, month);
}

/** Whether the Umm al-Qura month has that day, in AH 1300–1600 (30 Shaʿban 1443 does not exist). */
export function isValidHijriDate({ year, month, day }: HijriDate): boolean {
  const length = hijriMonthLength(year, month);
  return length !== null && Number.isInteger(day) && day >= 1 && day <= length;
}

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The Gregorian day YYYY-MM-DD of a Hijri day; null when the day does not exist or is out of range. */
export function hijriToGregorian(hijri: HijriDate): string | null {
  if (!isValidHijriDate(hijri)) return null;
  return isoOf(monthStartDay(hijri.year, hijri.month) + hijri.day - 1);
}

/** The Hijri day of a Gregorian YYYY-MM-DD; null when it is not a day or falls outside AH 1300–1600. */
export function gregorianToHijri(isoDate: string): HijriDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time) || isoOf(time / DAY_MS) !== isoDate) return null;
  const hijri = hijriOfDay(time / DAY_MS);
  return inTable(hijri.year) ? hijri : null;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A Hijri day written YYYY-MM-DD, as forms and stored typed input hold it. */
export function formatHijriIso({ year, month, day }: HijriDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * A Hijri day typed YYYY-MM-DD or YYYY/MM/DD (Latin or Arabic-Indic digits), if it exists: a year
 * outside AH 1300–1600 gives field.hijriRange, anything else that is not a Umm al-Qura day
 * field.hijriDate.
 */
export function checkHijriDate(input: string): Checked<HijriDate, 'field.hijriDate' | 'field.hijriRange'> {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(compactDigits(input));
  if (!match) return invalid('field.hijriDate');
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (!inTable(year)) return invalid('field.hijriRange');
  const hijri = { year, month, day };
  return isValidHijriDate(hijri) ? valid(hijri) : invalid('field.hijriDate');
}

/** A Hijri day in the strict form YYYY-MM-DD, if it exists (the web date field's reading). */
export function parseHijriIso(text: string): HijriDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const checked = checkHijriDate(text);
  return checked.ok ? checked.value : null;
}
