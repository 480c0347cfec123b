import { agendaOn, slotSpan } from './agendas.js';
import { MS_PER_MINUTE } from './civil-date.js';
import type { PreparedSchedule } from './schedule.js';
import type { SeatCounter } from './seats.js';
import { dayGrid } from './slot-grid.js';
import type { DayClock } from './time-zone.js';
import { fitSpan, type RawSlot } from './type-fit.js';

export interface SlotOptions {
  /** Epoch ms: now plus the minimum notice; earlier starts are not offered at all. */
  earliestStart: number;
  /** Only starts where this consultation type fits; without it, single agenda slots. */
  typeId?: string | undefined;
}

export interface DaySlots {
  clock: DayClock;
  slots: RawSlot[];
}

/** One local day of a doctor's slots with their seats and states; undefined when there are none. */
export function daySlots(
  schedule: PreparedSchedule,
  seats: SeatCounter,
  day: number,
  options: SlotOptions,
): DaySlots | undefined {
  const agenda = agendaOn(schedule.agendas, day);
  if (!agenda) return undefined;
  const type = options.typeId === undefined ? undefined : agenda.types.find(({ id }) => id === options.typeId);
  if (options.typeId !== undefined && !type) return undefined;
  const grid = dayGrid(agenda, schedule.clinic, schedule.blocks, day);
  if (!grid) return undefined;
  const upcoming = grid.slots.filter((slot) => slot.start >= options.earliestStart);
  for (const slot of upcoming) {
    // Blocked slots are offered to no one, so their seats need no counting.
    if (!slot.blockedBy) slot.seatsLeft = Math.max(0, agenda.capacity - seats.booked(slot.start, slot.end));
  }
  const span = type ? slotSpan(agenda, type) : 1;
  const minutes = type ? type.durationMinutes : agenda.slotMinutes;
  const slots = fitSpan(upcoming, span, minutes * MS_PER_MINUTE);
  return slots.length > 0 ? { clock: grid.clock, slots } : undefined;
}
