import type { UpdateEtablissement } from '@bayan/shared';
import { clockMinutes, type ClinicCalendar } from '../availability/index.js';
import { MS_PER_DAY, MS_PER_MINUTE, weekdayOf } from '../availability/civil-date.js';
import { localDayOf, offsetMinutesAt } from '../availability/time-zone.js';
import type { EtablissementRow } from './etablissements.table.js';

/** The fields of a clinic that the availability engine reads: its days, hours and time zone. */
const CALENDAR_FIELDS = ['weekendDays', 'startHour', 'endHour', 'timeZone'] as const;

export const changesCalendar = (body: UpdateEtablissement) => CALENDAR_FIELDS.some((field) => field in body);

/** The clinic's calendar once `body` is applied to `row`, with hours as HH:MM. */
export function calendarAfter(row: EtablissementRow, body: UpdateEtablissement) {
  return {
    weekendDays: body.weekendDays ?? row.weekendDays,
    startHour: body.startHour ?? row.startHour.slice(0, 5),
    endHour: body.endHour ?? row.endHour.slice(0, 5),
    timeZone: body.timeZone ?? row.timeZone,
  };
}

export function clinicCalendar(hours: ReturnType<typeof calendarAfter>): ClinicCalendar {
  return {
    timeZone: hours.timeZone,
    weekendDays: hours.weekendDays,
    opensAt: clockMinutes(hours.startHour),
    closesAt: clockMinutes(hours.endHour),
  };
}

/**
 * Whether [start, end) lies on an open day, inside the opening hours, in the clinic's own zone:
 * the rule availability applies to every slot (a weekend day, or closed, is Blocked).
 */
export function withinOpening(calendar: ClinicCalendar, start: Date, end: Date): boolean {
  const startMs = start.getTime();
  const day = localDayOf(calendar.timeZone, startMs);
  if (calendar.weekendDays.includes(weekdayOf(day))) return false;
  const opening =
    (startMs + offsetMinutesAt(calendar.timeZone, startMs) * MS_PER_MINUTE - day * MS_PER_DAY) / MS_PER_MINUTE;
  const closing = opening + (end.getTime() - startMs) / MS_PER_MINUTE;
  return opening >= calendar.opensAt && closing <= calendar.closesAt;
}
