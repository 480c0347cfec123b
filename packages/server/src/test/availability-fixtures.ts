import { clockMinutes } from '../modules/clinic/availability/civil-date.js';
import {
  DEFAULT_CLINIC_CALENDAR,
  type Agenda,
  type DoctorSchedule,
  type MinuteRange,
} from '../modules/clinic/availability/types.js';

/** Test data only: a Riyadh doctor whose week reads like PRODUCT.md §7. */
export const hours = (from: string, to: string): MinuteRange => ({ start: clockMinutes(from), end: clockMinutes(to) });

const SPLIT_DAY = [hours('09:00', '13:00'), hours('16:00', '21:00')];

/** Every day 09:00–13:00 and 16:00–21:00 in 30-minute slots, two seats, December 2026. */
export function agenda(overrides: Partial<Agenda> = {}): Agenda {
  return {
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    weeklyHours: Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((weekday) => [weekday, SPLIT_DAY])),
    slotMinutes: 30,
    capacity: 2,
    types: [
      { id: 'visit', durationMinutes: 30 },
      { id: 'long', durationMinutes: 90 },
    ],
    ...overrides,
  };
}

export function schedule(overrides: Partial<DoctorSchedule> = {}): DoctorSchedule {
  return {
    doctorId: 'dr-a',
    clinic: DEFAULT_CLINIC_CALENDAR,
    agendas: [agenda()],
    blocks: [],
    appointments: [],
    ...overrides,
  };
}

/** Long before December 2026, so that nothing is past unless a test says so. */
export const EARLY = Date.parse('2026-11-01T00:00:00Z');

export const at = (iso: string): number => Date.parse(iso);
