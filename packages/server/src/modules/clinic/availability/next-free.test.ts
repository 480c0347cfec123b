import { describe, expect, it } from 'vitest';
import { nextFreeSlots, type NextFreeQuery } from './next-free.js';
import { agenda, at, EARLY, hours, schedule } from '../../../test/availability-fixtures.js';
import { DEFAULT_CLINIC_CALENDAR, type DoctorSchedule } from './types.js';

const query: NextFreeQuery = { now: EARLY, minNoticeMinutes: 0 };
const from = at('2026-12-01T00:00:00+03:00');
const everyDay = (from: string, to: string) =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [hours(from, to)]]));
const doctor = (doctorId: string, open: string, close: string, overrides: Partial<DoctorSchedule> = {}) =>
  schedule({ doctorId, agendas: [agenda({ weeklyHours: everyDay(open, close) })], ...overrides });
const brief = (slots: ReturnType<typeof nextFreeSlots>) =>
  slots.map((slot) => `${slot.doctorId} ${slot.start.slice(5, 16)}`);

describe('nextFreeSlots', () => {
  it('merges doctors earliest first, ties by doctor id, up to the limit', () => {
    const doctors = [
      doctor('dr-c', '10:00', '11:00'),
      doctor('dr-b', '09:30', '10:30'),
      doctor('dr-a', '10:00', '12:00'),
    ];
    expect(brief(nextFreeSlots(doctors, from, 5, query))).toEqual([
      'dr-b 12-01T09:30',
      'dr-a 12-01T10:00',
      'dr-b 12-01T10:00',
      'dr-c 12-01T10:00',
      'dr-a 12-01T10:30',
    ]);
    expect(nextFreeSlots(doctors, from, 0, query)).toEqual([]);
  });

  it('breaks ties by doctor id whatever the input order', () => {
    const ids = ['dr-f', 'dr-b', 'dr-e', 'dr-a', 'dr-d', 'dr-c', 'dr-h', 'dr-g'];
    const doctors = ids.map((id) => doctor(id, '09:00', '10:00'));
    const found = nextFreeSlots(doctors, from, 16, query);
    expect(found.map((slot) => slot.doctorId)).toEqual([...[...ids].sort(), ...[...ids].sort()]);
    expect(new Set(found.slice(0, 8).map((slot) => slot.start))).toEqual(new Set(['2026-12-01T09:00:00+03:00']));
  });

  it('returns free slots in the API shape with the doctor id', () => {
    expect(nextFreeSlots([doctor('dr-a', '09:00', '10:00')], from, 1, query)).toEqual([
      {
        doctorId: 'dr-a',
        start: '2026-12-01T09:00:00+03:00',
        end: '2026-12-01T09:30:00+03:00',
        seatsLeft: 2,
        state: 'Free',
      },
    ]);
  });

  it('skips full and blocked slots, weekends and the past, and moves on to later days', () => {
    const booked = [0, 1].map(() => ({
      doctorId: 'dr-a',
      start: at('2026-12-03T09:00:00+03:00'),
      end: at('2026-12-03T09:30:00+03:00'),
    }));
    const blocks = [
      { scope: 'clinic' as const, start: at('2026-12-03T09:30:00+03:00'), end: at('2026-12-03T10:00:00+03:00') },
    ];
    const doctors = [doctor('dr-a', '09:00', '10:00', { appointments: booked, blocks })];
    const now = at('2026-12-02T09:45:00+03:00');
    expect(brief(nextFreeSlots(doctors, from, 3, { now, minNoticeMinutes: 0 }))).toEqual([
      'dr-a 12-05T09:00',
      'dr-a 12-05T09:30',
      'dr-a 12-06T09:00',
    ]);
  });

  it('starts at `from` or at now plus the notice, whichever is later', () => {
    const doctors = [doctor('dr-a', '09:00', '12:00')];
    expect(nextFreeSlots(doctors, at('2026-12-01T10:05:00+03:00'), 1, query)[0]?.start).toBe(
      '2026-12-01T10:30:00+03:00',
    );
    const later = { now: at('2026-12-01T09:00:00+03:00'), minNoticeMinutes: 120 };
    expect(nextFreeSlots(doctors, from, 1, later)[0]?.start).toBe('2026-12-01T11:00:00+03:00');
  });

  it('finds only starts where the type fits when one is asked for', () => {
    const doctors = [doctor('dr-a', '09:00', '10:30'), doctor('dr-b', '08:00', '10:00')];
    expect(brief(nextFreeSlots(doctors, from, 3, { ...query, typeId: 'long' }))).toEqual([
      'dr-a 12-01T09:00',
      'dr-a 12-02T09:00',
      'dr-a 12-03T09:00',
    ]);
  });

  it('gives up on a doctor after the horizon', () => {
    const late = doctor('dr-a', '09:00', '10:00', { agendas: [agenda({ startDate: '2026-12-20' })] });
    expect(nextFreeSlots([late], from, 1, { ...query, horizonDays: 19 })).toEqual([]);
    expect(nextFreeSlots([late], from, 1, { ...query, horizonDays: 20 })).toHaveLength(1);
  });

  it('computes only the days the merge needs, not the whole horizon for every doctor', () => {
    let daysComputed = 0;
    const weekendDays = Object.assign([5], {
      includes: (weekday: number) => {
        daysComputed += 1;
        return weekday === 5;
      },
    });
    const clinic = { ...DEFAULT_CLINIC_CALENDAR, weekendDays };
    const doctors = Array.from({ length: 50 }, (_, index) =>
      doctor(`dr-${String(index).padStart(2, '0')}`, '09:00', '21:00', {
        clinic,
        agendas: [agenda({ endDate: '2027-12-31' })],
      }),
    );
    expect(nextFreeSlots(doctors, from, 100, { ...query, horizonDays: 365 })).toHaveLength(100);
    expect(daysComputed).toBeLessThanOrEqual(100);
  });
});
