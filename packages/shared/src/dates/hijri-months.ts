import { PUBLISHED_FIRST_DAY, PUBLISHED_FIRST_YEAR, PUBLISHED_MONTH_LENGTHS } from './umm-al-qura-published.js';

/** A day of the Umm al-Qura calendar. */
export interface HijriDate {
  year: number;
  /** 1 = Muharram … 12 = Dhu al-Hijjah. */
  month: number;
  day: number;
}

/**
 * Where the days come from: the published calendar (umm-al-qura-published.ts) for AH 1343–1419,
 * ICU's computed table (Intl's 'islamic-umalqura') from AH 1420, where the two agree through AH 1450
 * (hijri.test.ts checks it day by day). Before AH 1343 ICU's months keep their lengths but are
 * counted back from the published 1 Muharram 1343 (a day before ICU's), so no month is cut short at
 * the seam. Days are counted from 1970-01-01 (UTC midnights), so no time zone shifts them.
 */
export const ICU_FROM_YEAR = 1420;

const DAY_MS = 86_400_000;
/** 1 Muharram 1 AH as the arithmetic calendar counts it (in days); a mean Hijri year and month in days. */
const EPOCH = Date.UTC(622, 6, 16) / DAY_MS;
const YEAR_DAYS = 354.36667;
const MONTH_DAYS = 29.530589;

let formatter: Intl.DateTimeFormat | undefined;

/** ICU's Umm al-Qura day of a day (any year). */
function icuHijriOf(day: number): HijriDate {
  formatter ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const parts = formatter.formatToParts(day * DAY_MS);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const icuStarts = new Map<number, number>();

/** The first day of a month in ICU's table: the day near an arithmetic estimate that ICU reads as the 1st. */
function icuMonthStart(year: number, month: number): number {
  const key = year * 12 + month;
  const known = icuStarts.get(key);
  if (known !== undefined) return known;
  const estimate = EPOCH + Math.round((year - 1) * YEAR_DAYS + (month - 1) * MONTH_DAYS);
  for (let offset = 0; offset <= 5; offset += 1) {
    for (const day of [estimate + offset, estimate - offset]) {
      const hijri = icuHijriOf(day);
      if (hijri.year === year && hijri.month === month && hijri.day === 1) {
        icuStarts.set(key, day);
        return day;
      }
    }
  }
  throw new RangeError(`no first day found for Hijri month ${year}-${month}`);
}

let published: number[] | undefined;

/** The published months' first days, and the day after the last (1 Muharram 1420). */
function publishedStarts(): number[] {
  if (published) return published;
  let day = Date.parse(`${PUBLISHED_FIRST_DAY}T00:00:00Z`) / DAY_MS;
  published = [day];
  for (const digit of PUBLISHED_MONTH_LENGTHS.replaceAll(' ', '')) {
    day += 28 + Number(digit);
    published.push(day);
  }
  return published;
}

const isPublished = (year: number) => year >= PUBLISHED_FIRST_YEAR && year < ICU_FROM_YEAR;
const publishedIndex = (year: number, month: number) => (year - PUBLISHED_FIRST_YEAR) * 12 + month - 1;

let pastShift: number | undefined;
/** Days from ICU's 1 Muharram 1343 to the published one: what ICU's earlier months are moved by. */
const shift = () => (pastShift ??= publishedStarts()[0]! - icuMonthStart(PUBLISHED_FIRST_YEAR, 1));

/** The first day (days since 1970-01-01) of a Hijri month. */
export function monthStartDay(year: number, month: number): number {
  if (isPublished(year)) return publishedStarts()[publishedIndex(year, month)]!;
  return icuMonthStart(year, month) + (year < PUBLISHED_FIRST_YEAR ? shift() : 0);
}

/** A Hijri month's days: 29 or 30, and a few 28s and 31s in the published years. */
export function monthLength(year: number, month: number): number {
  if (isPublished(year)) {
    const index = publishedIndex(year, month);
    return publishedStarts()[index + 1]! - publishedStarts()[index]!;
  }
  return icuHijriOf(icuMonthStart(year, month) + 29).day === 30 ? 30 : 29;
}

/** The Hijri day of a day (days since 1970-01-01); years outside AH 1300–1600 are the caller's to refuse. */
export function hijriOfDay(day: number): HijriDate {
  const starts = publishedStarts();
  if (day >= starts.at(-1)!) return icuHijriOf(day);
  if (day < starts[0]!) return icuHijriOf(day - shift());
  let low = 0;
  let high = starts.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (starts[middle]! <= day) low = middle;
    else high = middle;
  }
  return {
    year: PUBLISHED_FIRST_YEAR + Math.floor(low / 12),
    month: (low % 12) + 1,
    day: day - starts[low]! + 1,
  };
}
