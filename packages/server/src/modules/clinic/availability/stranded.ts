import { agendaOn } from './agendas.js';
import { prepareSchedule } from './schedule.js';
import { SeatCounter } from './seats.js';
import { dayGrid } from './slot-grid.js';
import { localDayOf } from './time-zone.js';
import type { DoctorSchedule } from './types.js';
import { validateBooking, type BookingRefusal } from './validate-booking.js';

/** An active appointment as the calendar sees it: its own length, and the type it was booked with. */
export interface HeldSeat {
  id: string;
  typeId: string;
  start: number;
  end: number;
}

export type StrandReason = Exclude<BookingRefusal, 'past' | 'too_soon'> | 'over_capacity';

type Calendar = Omit<DoctorSchedule, 'appointments'>;

const minutesOf = (seat: HeldSeat) => Math.round((seat.end - seat.start) / 60_000);
/** A type id per length a type was booked at: a seat is checked at its own length, not the type's current one. */
const lengthKey = (seat: HeldSeat) => `${seat.typeId}@${minutesOf(seat)}`;

/**
 * The seats this calendar would no longer honour, each with why: the booking rules of
 * `validateBooking` (the agenda's dates, hours and grid, the clinic's weekend and hours, time off,
 * the type still offered), then the patients limit, counted per slot as availability counts it.
 */
export function strandedSeats(calendar: Calendar, seats: readonly HeldSeat[]): Map<string, StrandReason> {
  const lengths = new Map<string, { typeId: string; minutes: number }>();
  for (const seat of seats) lengths.set(lengthKey(seat), { typeId: seat.typeId, minutes: minutesOf(seat) });
  const agendas = calendar.agendas.map((agenda) => ({
    ...agenda,
    types: [...lengths]
      .filter(([, length]) => agenda.types.some((type) => type.id === length.typeId))
      .map(([id, length]) => ({ id, durationMinutes: length.minutes })),
  }));
  const schedule = { ...calendar, agendas };
  const stranded = new Map<string, StrandReason>();
  const kept: HeldSeat[] = [];
  for (const seat of seats) {
    const check = validateBooking(schedule, {
      typeId: lengthKey(seat),
      start: seat.start,
      now: 0,
      minNoticeMinutes: 0,
    });
    if (check.ok) kept.push(seat);
    else stranded.set(seat.id, check.reason as StrandReason);
  }
  for (const seat of overbooked(schedule, kept)) stranded.set(seat.id, 'over_capacity');
  return stranded;
}

/** The seats in a slot that holds more of them than the agenda's patients limit. */
function overbooked(calendar: Calendar, seats: readonly HeldSeat[]): HeldSeat[] {
  const prepared = prepareSchedule(calendar);
  const { timeZone } = prepared.clinic;
  const days = [...new Set(seats.map((seat) => localDayOf(timeZone, seat.start)))].sort((a, b) => a - b);
  const counter = new SeatCounter(seats.map(({ start, end }) => ({ start, end })));
  const over = new Set<HeldSeat>();
  for (const day of days) {
    const agenda = agendaOn(prepared.agendas, day);
    const grid = agenda && dayGrid(agenda, prepared.clinic, prepared.blocks, day);
    for (const slot of grid?.slots ?? []) {
      if (counter.booked(slot.start, slot.end) <= agenda!.capacity) continue;
      for (const seat of seats) if (seat.start < slot.end && slot.start < seat.end) over.add(seat);
    }
  }
  return [...over];
}
