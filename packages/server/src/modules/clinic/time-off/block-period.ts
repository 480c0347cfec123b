import { fieldMessage, type CreateBlock, type FieldIssue, type Language } from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import { dayNumber } from '../availability/civil-date.js';
import { dayClock } from '../availability/time-zone.js';

/** `…T16:00:00+03:00` or `…Z`: an instant as given; anything else is a wall time in the clinic's zone. */
const WITH_OFFSET = /T.*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const WALL = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * A bound of time off as an instant (epoch ms): a day as `from` is its first minute, as `to` the
 * next day's (the whole day is off). Undefined for a wall time the clocks skip (a DST change).
 */
function instantOf(bound: string, timeZone: string, edge: 'from' | 'to'): number | undefined {
  if (WITH_OFFSET.test(bound)) return Date.parse(bound);
  const [, date, hours, minutes, seconds] = WALL.exec(bound) ?? [];
  if (!date) return undefined;
  const day = dayNumber(date);
  if (hours === undefined) return dayClock(timeZone, edge === 'to' ? day + 1 : day).instantOf(0);
  const instant = dayClock(timeZone, day).instantOf(Number(hours) * 60 + Number(minutes));
  return instant === undefined ? undefined : instant + Number(seconds ?? 0) * 1000;
}

/** The block's half-open period, or a 400 naming the bound that is not a time or not after the start. */
export function blockPeriod(input: Pick<CreateBlock, 'from' | 'to'>, timeZone: string, lang: Language) {
  const issue = (field: 'from' | 'to', message: 'field.noSuchLocalTime' | 'field.hoursOrder'): FieldIssue => ({
    path: `body.${field}`,
    code: 'custom',
    message: fieldMessage(message, lang),
  });
  const start = instantOf(input.from, timeZone, 'from');
  const end = instantOf(input.to, timeZone, 'to');
  const issues = [
    ...(start === undefined || Number.isNaN(start) ? [issue('from', 'field.noSuchLocalTime')] : []),
    ...(end === undefined || Number.isNaN(end) ? [issue('to', 'field.noSuchLocalTime')] : []),
  ];
  if (issues.length === 0 && end! <= start!) issues.push(issue('to', 'field.hoursOrder'));
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues);
  return { start: new Date(start!), end: new Date(end!) };
}
