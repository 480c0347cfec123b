import { invalid, valid, type Checked } from '../text/checked.js';
import { compactDigits } from '../text/digits.js';

/**
 * Umm al-Qura (the Saudi Hijri calendar) days, to and from Gregorian days YYYY-MM-DD, for every
 * form and server rule of the platform (waqf notes §7).
 *
 * Built on Intl ('islamic-umalqura', in Node and every browser) rather than @internationalized/date,
 * so no page carries a calendar table: Intl formats a Gregorian day as a Hijri one, and the way
 * back searches the few days around an arithmetic estimate for the one Intl formats as the first of
 * the month. ICU's Umm al-Qura table covers AH 1300–1600 (outside it Intl quietly falls back to the
 * arithmetic calendar), so those years only are accepted. Checked day by day against
 * @internationalized/date's table over AH 1300–1599: identical (that library is off by one day in
 * AH 1600). Every day is taken at UTC midnight, so no time zone shifts it.
 */
export interface HijriDate {
  year: number;
  /** 1 = Muharram … 12 = Dhu al-Hijjah. */
  month: number;
  day: number;
}

export const HIJRI_MIN_YEAR = 1300;
export const HIJRI_MAX_YEAR = 1600;

const DAY_MS = 86_400_000;
/** 1 Muharram 1 AH as the arithmetic calendar counts it; a mean Hijri year and month in days. */
const EPOCH = Date.UTC(622, 6, 16);
const YEAR_DAYS = 354.36667;
const MONTH_DAYS = 29.530589;

let formatter: Intl.DateTimeFormat | undefined;

/** The Umm al-Qura day of a UTC midnight, as Intl reads it (any year). */
function hijriAt(time: number): HijriDate {
  formatter ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const parts = formatter.formatToParts(time);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const inTable = (year: number) => Number.isInteger(year) && year >= HIJRI_MIN_YEAR && year <= HIJRI_MAX_YEAR;
const isMonth = (month: number) => Number.isInteger(month) && month >= 1 && month <= 12;

const monthStarts = new Map<number, number>();

/** The UTC midnight of the first day of a Hijri month within the table. */
function monthStart(year: number, month: number): number {
  const key = year * 12 + month;
  const known = monthStarts.get(key);
  if (known !== undefined) return known;
  const estimate = EPOCH + Math.round((year - 1) * YEAR_DAYS + (month - 1) * MONTH_DAYS) * DAY_MS;
  for (let offset = 0; offset <= 5; offset += 1) {
    for (const time of [estimate + offset * DAY_MS, estimate - offset * DAY_MS]) {
      const hijri = hijriAt(time);
      if (hijri.year === year && hijri.month === month && hijri.day === 1) {
        monthStarts.set(key, time);
        return time;
      }
    }
  }
  throw new RangeError(`no first day found for Hijri month ${year}-${month}`);
}

/** The days (29 or 30) of a Umm al-Qura month; null for a year outside AH 1300–1600 or no month. */
export function hijriMonthLength(year: number, month: number): 29 | 30 | null {
  if (!inTable(year) || !isMonth(month)) return null;
  return hijriAt(monthStart(year, month) + 29 * DAY_MS).day === 30 ? 30 : 29;
}

/** Whether the Umm al-Qura month has that day, in AH 1300–1600 (30 Shaʿban 1443 does not exist). */
export function isValidHijriDate({ year, month, day }: HijriDate): boolean {
  const length = hijriMonthLength(year, month);
  return length !== null && Number.isInteger(day) && day >= 1 && day <= length;
}

const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Gregorian day YYYY-MM-DD of a Hijri day; null when the day does not exist or is out of range. */
export function hijriToGregorian(hijri: HijriDate): string | null {
  if (!isValidHijriDate(hijri)) return null;
  return isoOf(monthStart(hijri.year, hijri.month) + (hijri.day - 1) * DAY_MS);
}

/** The Hijri day of a Gregorian YYYY-MM-DD; null when it is not a day or falls outside AH 1300–1600. */
export function gregorianToHijri(isoDate: string): HijriDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time) || isoOf(time) !== isoDate) return null;
  const hijri = hijriAt(time);
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
