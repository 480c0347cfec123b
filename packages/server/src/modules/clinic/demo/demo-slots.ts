import { doctorAvailability } from '../availability/index.js';
import { dayNumber, formatDay, MS_PER_DAY } from '../availability/civil-date.js';
import type { ConsultationTypeRow } from '../agendas/agendas.table.js';
import type { DemoCalendar, DemoWindow } from './demo-calendar.js';
import type { DemoRandom } from './demo-random.js';

/** A slot the engine offers for one of the doctor's types, taken by the demo on one of its seats. */
export interface DemoSlot {
  calendar: DemoCalendar;
  type: ConsultationTypeRow;
  start: number;
  end: number;
  seatNo: number;
}

/** Appointments a working day holds: a quiet past, a busier fortnight ahead, fewer bookings further out. */
const PAST: [number, number][] = [
  [0, 2],
  [1, 3],
  [2, 3],
  [3, 1],
];
const SOON: [number, number][] = [
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 2],
  [5, 1],
];
const LATER: [number, number][] = [
  [0, 3],
  [1, 3],
  [2, 2],
];

/**
 * The engine's own Free slots of each type over the window (weekends, closing hours, blocks and the
 * grid already applied), then a few a day on a free seat: every demo appointment is one the booking
 * rules would accept.
 */
export function pickSlots(calendar: DemoCalendar, window: DemoWindow, random: DemoRandom): DemoSlot[] {
  const byDay = new Map<number, { type: ConsultationTypeRow & { weight: number }; start: number; end: number }[]>();
  for (const type of calendar.types.values()) {
    const days = doctorAvailability(calendar.schedule, {
      from: formatDay(window.firstDay),
      to: formatDay(window.lastDay),
      now: window.firstDay * MS_PER_DAY - MS_PER_DAY,
      minNoticeMinutes: 0,
      typeId: type.pubkey,
    });
    for (const { date, slots } of days) {
      const offers = slots.map((slot) => ({ type, start: Date.parse(slot.start), end: Date.parse(slot.end) }));
      byDay.set(dayNumber(date), [...(byDay.get(dayNumber(date)) ?? []), ...offers]);
    }
  }
  const taken: DemoSlot[] = [];
  for (const [day, offers] of [...byDay].sort(([a], [b]) => a - b)) {
    const wanted = random.weighted(day < window.today ? PAST : day < window.today + 14 ? SOON : LATER);
    const seats: DemoSlot[] = [];
    for (let attempt = 0; attempt < wanted * 3 && seats.length < wanted; attempt++) {
      const type = random.weighted([...new Set(offers.map((offer) => offer.type))].map((t) => [t, t.weight] as const));
      const offer = random.pick(offers.filter((candidate) => candidate.type === type));
      const seatNo = freeSeat(seats, offer.start, offer.end, calendar.capacity);
      if (seatNo !== undefined) seats.push({ calendar, type, start: offer.start, end: offer.end, seatNo });
    }
    taken.push(...seats.sort((a, b) => a.start - b.start));
  }
  return taken;
}

/** The first seat none of the day's appointments holds over [start, end); undefined when all are. */
function freeSeat(day: readonly DemoSlot[], start: number, end: number, capacity: number): number | undefined {
  for (let seat = 1; seat <= capacity; seat++) {
    if (!day.some((slot) => slot.seatNo === seat && slot.start < end && start < slot.end)) return seat;
  }
  return undefined;
}
