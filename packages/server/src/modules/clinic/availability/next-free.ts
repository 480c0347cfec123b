import { toSlot } from './availability.js';
import { MS_PER_MINUTE } from './civil-date.js';
import { daySlots } from './day-slots.js';
import { MinHeap } from './min-heap.js';
import { appointmentsOf, prepareSchedule } from './schedule.js';
import { SeatCounter } from './seats.js';
import { localDayOf, type DayClock } from './time-zone.js';
import type { RawSlot } from './type-fit.js';
import type { DoctorSchedule, Slot } from './types.js';

export interface NextFreeQuery {
  now: number;
  minNoticeMinutes: number;
  typeId?: string | undefined;
  /** How many local days from `from` a doctor is searched before giving up on them (default 90). */
  horizonDays?: number | undefined;
}

export interface NextFreeSlot extends Slot {
  doctorId: string;
}

interface FreeSlot {
  slot: RawSlot;
  clock: DayClock;
}

interface Candidate extends FreeSlot {
  doctorId: string;
  rest: Iterator<FreeSlot>;
}

/**
 * The earliest free slots across doctors, ties by doctor id. Each doctor's days are computed one at
 * a time and only when the merge needs that doctor's next slot, so `limit` slots cost about
 * `limit` + one day per doctor, not the whole horizon for everyone.
 */
export function nextFreeSlots(
  doctors: readonly DoctorSchedule[],
  from: number,
  limit: number,
  query: NextFreeQuery,
): NextFreeSlot[] {
  const earliestStart = Math.max(from, query.now + query.minNoticeMinutes * MS_PER_MINUTE);
  const heap = new MinHeap<Candidate>(
    (a, b) => a.slot.start < b.slot.start || (a.slot.start === b.slot.start && a.doctorId < b.doctorId),
  );
  const pushNext = (doctorId: string, rest: Iterator<FreeSlot>) => {
    const next = rest.next();
    if (!next.done) heap.push({ ...next.value, doctorId, rest });
  };
  if (limit > 0) for (const doctor of doctors) pushNext(doctor.doctorId, freeSlotsOf(doctor, earliestStart, query));
  const found: NextFreeSlot[] = [];
  for (let candidate = heap.pop(); candidate; candidate = found.length < limit ? heap.pop() : undefined) {
    found.push({ doctorId: candidate.doctorId, ...toSlot(candidate.slot, candidate.clock) });
    if (found.length < limit) pushNext(candidate.doctorId, candidate.rest);
  }
  return found;
}

function* freeSlotsOf(schedule: DoctorSchedule, earliestStart: number, query: NextFreeQuery): Generator<FreeSlot> {
  const prepared = prepareSchedule(schedule);
  const seats = new SeatCounter(appointmentsOf(schedule));
  const firstDay = localDayOf(schedule.clinic.timeZone, earliestStart);
  for (let day = firstDay; day < firstDay + (query.horizonDays ?? 90); day += 1) {
    const found = daySlots(prepared, seats, day, { earliestStart, typeId: query.typeId });
    for (const slot of found?.slots ?? []) {
      if (slot.state === 'Free') yield { slot, clock: found!.clock };
    }
  }
}
