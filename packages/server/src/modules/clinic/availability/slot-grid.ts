import type { PreparedAgenda } from './agendas.js';
import { overlapsAny, type Interval } from './blocks.js';
import { MS_PER_MINUTE, weekdayOf } from './civil-date.js';
import { dayClock, type DayClock } from './time-zone.js';
import type { BlockReason, ClinicCalendar } from './types.js';

/** One agenda slot of one day; `run` numbers the agenda interval it belongs to. */
export interface GridSlot {
  start: number;
  end: number;
  run: number;
  blockedBy: BlockReason | undefined;
  /** The agenda's capacity until the seat count lowers it. */
  seatsLeft: number;
}

export interface DayGrid {
  clock: DayClock;
  slots: GridSlot[];
}

/**
 * The agenda's weekly hours laid on one local day, every slot marked with why it cannot be booked.
 * A slot is whole or absent: an interval's remainder shorter than a slot is not a slot, and a wall
 * time skipped by a DST change has none.
 */
export function dayGrid(
  agenda: PreparedAgenda,
  clinic: ClinicCalendar,
  blocks: readonly Interval[],
  day: number,
): DayGrid | undefined {
  const hours = agenda.hoursByWeekday[weekdayOf(day)] ?? [];
  if (hours.length === 0) return undefined;
  const clock = dayClock(clinic.timeZone, day);
  const weekend = clinic.weekendDays.includes(weekdayOf(day));
  const length = agenda.slotMinutes;
  const slots: GridSlot[] = [];
  hours.forEach((range, run) => {
    for (let minute = range.start; minute + length <= range.end; minute += length) {
      const start = clock.instantOf(minute);
      if (start === undefined) continue;
      const end = start + length * MS_PER_MINUTE;
      const closed = minute < clinic.opensAt || minute + length > clinic.closesAt;
      const blocked = !weekend && !closed && overlapsAny(blocks, start, end);
      slots.push({
        start,
        end,
        run,
        blockedBy: weekend ? 'weekend' : closed ? 'closed' : blocked ? 'blocked' : undefined,
        seatsLeft: agenda.capacity,
      });
    }
  });
  return { clock, slots };
}
