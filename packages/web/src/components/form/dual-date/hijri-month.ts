import {
  HIJRI_MAX_YEAR,
  HIJRI_MIN_YEAR,
  gregorianToHijri,
  hijriMonthLength,
  hijriToGregorian,
  type HijriDate,
} from '@bayan/shared';

/** A month of the Umm al-Qura calendar, as the picker shows it. */
export interface HijriMonth {
  year: number;
  /** 1 = Muharram … 12 = Dhu al-Hijjah. */
  month: number;
}

const DAY_MS = 86_400_000;
const timeOf = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

/**
 * The month's grid: its length (29 or 30 days; a few 28s and 31s in AH 1343–1364) and the Gregorian weekday of its first
 * day (0 = Sunday, the first column: the Saudi week starts on Sunday); null outside AH 1300–1600.
 */
export function monthLayout({ year, month }: HijriMonth): { length: number; firstWeekday: number } | null {
  const length = hijriMonthLength(year, month);
  const first = hijriToGregorian({ year, month, day: 1 });
  if (length === null || first === null) return null;
  return { length, firstWeekday: new Date(timeOf(first)).getUTCDay() };
}

/** The month `delta` months away, or null when it leaves AH 1300–1600. */
export function addMonths({ year, month }: HijriMonth, delta: number): HijriMonth | null {
  const index = year * 12 + (month - 1) + delta;
  const next = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return next.year >= HIJRI_MIN_YEAR && next.year <= HIJRI_MAX_YEAR ? next : null;
}

/** The day `days` days away (across months), or null when it leaves the table. */
export function addDays(day: HijriDate, days: number): HijriDate | null {
  const gregorian = hijriToGregorian(day);
  if (gregorian === null) return null;
  return gregorianToHijri(new Date(timeOf(gregorian) + days * DAY_MS).toISOString().slice(0, 10));
}

/** The same day number in the month `delta` months away, cut to its length (the picker's Page Up/Down). */
export function sameDayInMonth(day: HijriDate, delta: number): HijriDate | null {
  const month = addMonths(day, delta);
  const length = month && hijriMonthLength(month.year, month.month);
  return month && length ? { ...month, day: Math.min(day.day, length) } : null;
}

/** Today in the Umm al-Qura calendar (Riyadh's day), the month a picker opens on without a value. */
export function hijriToday(now = new Date()): HijriDate | null {
  const riyadh = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(now);
  return gregorianToHijri(riyadh);
}
