import { agendaOn, slotSpan, type PreparedAgenda } from './agendas.js';
import { MS_PER_DAY, MS_PER_MINUTE, weekdayOf } from './civil-date.js';
import { prepareSchedule } from './schedule.js';
import { dayGrid } from './slot-grid.js';
import { localDayOf, offsetMinutesAt } from './time-zone.js';
import { fitSpan } from './type-fit.js';
import type { BlockReason, DoctorSchedule } from './types.js';

export type BookingRefusal = BlockReason | 'outside_agenda' | 'past' | 'too_soon' | 'type_not_offered' | 'misaligned';

export type BookingCheck =
  { ok: true; start: number; end: number; capacity: number } | { ok: false; reason: BookingRefusal };

export interface BookingRequest {
  typeId: string;
  /** Epoch ms of the requested start. */
  start: number;
  now: number;
  minNoticeMinutes: number;
}

/**
 * The calendar rules of a booking, the same ones availability applies, so that every slot offered
 * as Free passes. Seats are the database's to count; appointments are not needed here.
 */
export function validateBooking(schedule: Omit<DoctorSchedule, 'appointments'>, request: BookingRequest): BookingCheck {
  const { start } = request;
  if (start < request.now) return refuse('past');
  if (start < request.now + request.minNoticeMinutes * MS_PER_MINUTE) return refuse('too_soon');
  const prepared = prepareSchedule(schedule);
  const { clinic } = prepared;
  const day = localDayOf(clinic.timeZone, start);
  const agenda = agendaOn(prepared.agendas, day);
  if (!agenda) return refuse('outside_agenda');
  const type = agenda.types.find(({ id }) => id === request.typeId);
  if (!type) return refuse('type_not_offered');
  if (clinic.weekendDays.includes(weekdayOf(day))) return refuse('weekend');
  const slots = dayGrid(agenda, clinic, prepared.blocks, day)?.slots ?? [];
  const first = slots.findIndex((slot) => slot.start === start);
  if (first < 0) return refuse(withinHours(agenda, day, clinic.timeZone, start) ? 'misaligned' : 'outside_agenda');
  const span = slotSpan(agenda, type);
  const [run] = fitSpan(slots.slice(first, first + span), span, type.durationMinutes * MS_PER_MINUTE);
  // No run: the type's length goes past the end of the agenda interval.
  if (!run) return refuse('outside_agenda');
  if (run.blockedBy) return refuse(run.blockedBy);
  return { ok: true, start, end: run.end, capacity: agenda.capacity };
}

function withinHours(agenda: PreparedAgenda, day: number, timeZone: string, start: number): boolean {
  const minute = (start + offsetMinutesAt(timeZone, start) * MS_PER_MINUTE - day * MS_PER_DAY) / MS_PER_MINUTE;
  const hours = agenda.hoursByWeekday[weekdayOf(day)] ?? [];
  return hours.some((range) => range.start <= minute && minute < range.end);
}

const refuse = (reason: BookingRefusal): BookingCheck => ({ ok: false, reason });
