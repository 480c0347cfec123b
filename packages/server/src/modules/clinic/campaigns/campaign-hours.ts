import type { Language } from '@bayan/shared';
import { clockMinutes, dayNumber } from '../availability/civil-date.js';
import { dayClock } from '../availability/time-zone.js';
import { invalidField } from './targets.js';

/** A campaign's day and hours in the clinic's zone as instants; a 400 on a wall time the clocks skip. */
export function campaignPeriod(
  input: { date: string; startTime: string; endTime: string },
  timeZone: string,
  lang: Language,
) {
  const clock = dayClock(timeZone, dayNumber(input.date));
  const start = clock.instantOf(clockMinutes(input.startTime));
  const end = clock.instantOf(clockMinutes(input.endTime));
  if (start === undefined) throw invalidField('startTime', 'field.noSuchLocalTime', lang);
  if (end === undefined) throw invalidField('endTime', 'field.noSuchLocalTime', lang);
  if (end <= start) throw invalidField('endTime', 'field.hoursOrder', lang);
  return { startAt: new Date(start), endAt: new Date(end) };
}
