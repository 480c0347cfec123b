import { toLatinDigits, WEEKDAYS, weeklyHoursSchema, type Weekday } from '@bayan/shared';

/** One working range as typed: `HH:mm` in Latin or Arabic-Indic digits. */
export interface TypedRange {
  start: string;
  end: string;
}

/** The weekly hours editor's value: every weekday, each with its ranges (none: a day off). */
export type WeekHours = Record<Weekday, TypedRange[]>;

/** The week as the clinic's calendar shows it: Saturday first (PRODUCT §7, Saturday–Thursday). */
export const SATURDAY_FIRST: readonly Weekday[] = ['6', '0', '1', '2', '3', '4', '5'];

const MAX_RANGES = 8;
const DAY_END = 24 * 60;

export const emptyWeek = (): WeekHours => Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeekHours;

/** The week an agenda answers with (`HH:MM` per weekday), ready to edit. */
export function weekOf(view: Partial<Record<Weekday, readonly TypedRange[]>>): WeekHours {
  const week = emptyWeek();
  for (const day of WEEKDAYS) week[day] = (view[day] ?? []).map(({ start, end }) => ({ start, end }));
  return week;
}

/** `'٠٩:٣٠'` or `'09:30'` → 570; null when it is not a time of day. */
export function minutesOf(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(toLatinDigits(text.trim()));
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * One more range on a day: after its last one (an hour's break, four hours long, within the day),
 * 09:00–13:00 on an empty day. A day already full of ranges is left as it is.
 */
export function addRange(week: WeekHours, day: Weekday): WeekHours {
  const ranges = week[day];
  if (ranges.length >= MAX_RANGES) return week;
  const lastEnd = ranges.reduce((latest, range) => Math.max(latest, minutesOf(range.end) ?? 0), 0);
  const start = ranges.length === 0 ? 9 * 60 : Math.min(lastEnd + 60, DAY_END - 60);
  const next = { start: clock(start), end: clock(Math.min(start + 4 * 60, DAY_END)) };
  return { ...week, [day]: [...ranges, next] };
}

export const removeRange = (week: WeekHours, day: Weekday, index: number): WeekHours => ({
  ...week,
  [day]: week[day].filter((_, at) => at !== index),
});

export const setTime = (
  week: WeekHours,
  day: Weekday,
  index: number,
  edge: keyof TypedRange,
  text: string,
): WeekHours => ({
  ...week,
  [day]: week[day].map((range, at) => (at === index ? { ...range, [edge]: text } : range)),
});

/** A day's ranges given to other days as well (their own ranges replaced). */
export function copyDay(week: WeekHours, from: Weekday, to: readonly Weekday[]): WeekHours {
  const copy = { ...week };
  for (const day of to) if (day !== from) copy[day] = week[from].map((range) => ({ ...range }));
  return copy;
}

/**
 * What the shared rule (weeklyHoursSchema, the server's own) finds wrong in a week, by where:
 * `'6.1.end'` → `'field.hoursOrder'`, `''` for the week as a whole (no hours at all).
 */
export function weekIssues(week: WeekHours): Map<string, string> {
  const result = weeklyHoursSchema.safeParse(toWeeklyHours(week));
  const issues = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const at = issue.path.join('.');
    if (!issues.has(at)) issues.set(at, issue.message);
  }
  return issues;
}

/** The days with ranges, in Latin digits, in the order typed: what the API's `weeklyHours` takes. */
export function toWeeklyHours(week: WeekHours): Partial<Record<Weekday, TypedRange[]>> {
  const body: Partial<Record<Weekday, TypedRange[]>> = {};
  for (const day of WEEKDAYS) {
    if (week[day].length === 0) continue;
    body[day] = week[day].map((range) => ({
      // A blank edge reaches here absent (the form drops blanks): it is then not a time.
      start: toLatinDigits((range.start ?? '').trim()),
      end: toLatinDigits((range.end ?? '').trim()),
    }));
  }
  return body;
}

/** The days with working hours, Saturday first. */
export const workingDays = (week: WeekHours): Weekday[] => SATURDAY_FIRST.filter((day) => week[day].length > 0);
