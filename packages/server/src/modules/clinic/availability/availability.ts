import { dayNumber, formatDay, formatInstant, MS_PER_MINUTE, type LocalDate } from './civil-date.js';
import { daySlots } from './day-slots.js';
import { appointmentsOf, prepareSchedule } from './schedule.js';
import { SeatCounter } from './seats.js';
import type { DayClock } from './time-zone.js';
import type { RawSlot } from './type-fit.js';
import type { AvailabilityDay, DoctorSchedule, Slot } from './types.js';

export interface AvailabilityQuery {
  /** Inclusive local dates in the clinic's time zone. */
  from: LocalDate;
  to: LocalDate;
  now: number;
  minNoticeMinutes: number;
  typeId?: string | undefined;
  /**
   * The doctor's calendar shows blocked slots (weekend, closing hours, time off) inside the agenda
   * hours; the patient's booking screen leaves this off and sees only Free and Full slots.
   */
  includeBlocked?: boolean | undefined;
}

/** A doctor's slots grouped by local date; days with nothing to show are left out. */
export function doctorAvailability(schedule: DoctorSchedule, query: AvailabilityQuery): AvailabilityDay[] {
  const prepared = prepareSchedule(schedule);
  const seats = new SeatCounter(appointmentsOf(schedule));
  const options = { earliestStart: query.now + query.minNoticeMinutes * MS_PER_MINUTE, typeId: query.typeId };
  const days: AvailabilityDay[] = [];
  const lastDay = dayNumber(query.to);
  for (let day = dayNumber(query.from); day <= lastDay; day += 1) {
    const found = daySlots(prepared, seats, day, options);
    const shown = found?.slots.filter((slot) => query.includeBlocked || slot.state !== 'Blocked') ?? [];
    if (found && shown.length > 0) days.push({ date: formatDay(day), slots: shown.map((s) => toSlot(s, found.clock)) });
  }
  return days;
}

export function toSlot(raw: RawSlot, clock: DayClock): Slot {
  const slot: Slot = {
    start: formatInstant(raw.start, clock.offsetAt(raw.start)),
    end: formatInstant(raw.end, clock.offsetAt(raw.end)),
    seatsLeft: raw.seatsLeft,
    state: raw.state,
  };
  if (raw.blockedBy) slot.blockedBy = raw.blockedBy;
  return slot;
}
