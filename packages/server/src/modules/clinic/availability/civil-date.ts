/** A calendar date in the clinic's time zone, `YYYY-MM-DD`. */
export type LocalDate = string;

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;

/**
 * Days since 1970-01-01. The slot loops step over these integers instead of Date objects,
 * and a day number times MS_PER_DAY is that date's midnight read as if it were UTC.
 */
export function dayNumber(date: LocalDate): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY : NaN;
  if (!Number.isInteger(day) || formatDay(day) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

/** Howard Hinnant's civil_from_days: integer arithmetic only, so formatting a slot makes no Date. */
export function formatDay(day: number): LocalDate {
  const shifted = day + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(dayOfMonth)}`;
}

/** 0 = Sunday … 6 = Saturday, as `Date#getUTCDay` (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** `'16:30'` → 990: agenda and clinic hours are minutes after local midnight. */
export function clockMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!(minutes >= 0 && minutes <= 1440 && Number(match?.[2]) < 60)) throw new RangeError(`Not a time: ${time}`);
  return minutes;
}

/** ISO 8601 with the clinic's offset (`2026-12-01T09:00:00+03:00`), as the API returns slots. */
export function formatInstant(epochMs: number, offsetMinutes: number): string {
  const localMs = epochMs + offsetMinutes * MS_PER_MINUTE;
  const day = Math.floor(localMs / MS_PER_DAY);
  const minute = Math.floor((localMs - day * MS_PER_DAY) / MS_PER_MINUTE);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`;
  return `${formatDay(day)}T${time}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');
