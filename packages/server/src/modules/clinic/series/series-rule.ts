import { SERIES_MAX_DAYS, SERIES_MAX_OCCURRENCES, type SeriesRule } from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import { dayNumber, MS_PER_DAY, MS_PER_MINUTE } from '../availability/civil-date.js';
import { dayClock, localDayOf, offsetMinutesAt } from '../availability/time-zone.js';

type Rule = Pick<SeriesRule, 'start' | 'unit' | 'every' | 'count' | 'until'>;

/**
 * The starts (epoch ms) a rule asks for: the first start's wall-clock time in the clinic's zone on
 * every `every` days or weeks, `count` times or up to `until` (inclusive). More than 52, or a last
 * occurrence more than a year after the first: 400; fewer than two: 400 (a single booking is not a series).
 */
export function occurrenceStarts(rule: Rule, timeZone: string): number[] {
  const first = Date.parse(rule.start);
  const firstDay = localDayOf(timeZone, first);
  const minute = Math.round(
    (first + offsetMinutesAt(timeZone, first) * MS_PER_MINUTE - firstDay * MS_PER_DAY) / MS_PER_MINUTE,
  );
  const step = rule.every * (rule.unit === 'weeks' ? 7 : 1);
  const lastDay = rule.until === undefined ? firstDay + step * (rule.count! - 1) : dayNumber(rule.until);
  const days: number[] = [];
  for (let day = firstDay; day <= lastDay; day += step) {
    if (days.length === SERIES_MAX_OCCURRENCES) throw new AppError('CLINIC_SERIES_TOO_MANY');
    days.push(day);
  }
  if (days.length < 2) throw new AppError('CLINIC_SERIES_TOO_FEW');
  if (days.at(-1)! - firstDay > SERIES_MAX_DAYS) throw new AppError('CLINIC_SERIES_TOO_FAR');
  // A wall-clock minute a clock change skips keeps the first occurrence's offset (an hour off at worst).
  return days.map((day) => dayClock(timeZone, day).instantOf(minute) ?? first + (day - firstDay) * MS_PER_DAY);
}
