import { describe, expect, it } from 'vitest';
import { doctorAvailability, type AvailabilityQuery } from './availability.js';
import { agenda, at, EARLY, hours, schedule } from '../../../test/availability-fixtures.js';
import type { DoctorSchedule } from './types.js';

const longType: AvailabilityQuery = {
  from: '2026-12-01',
  to: '2026-12-01',
  now: EARLY,
  minNoticeMinutes: 0,
  typeId: 'long',
};
const slots = (overrides: Partial<DoctorSchedule>, query: Partial<AvailabilityQuery> = {}) =>
  doctorAvailability(schedule(overrides), { ...longType, ...query }).flatMap((day) => day.slots);
const full = (time: string) =>
  [0, 1].map(() => ({
    doctorId: 'dr-a',
    start: at(`2026-12-01T${time}:00+03:00`),
    end: at(`2026-12-01T${time}:00+03:00`) + 30 * 60_000,
  }));

describe('doctorAvailability with a consultation type', () => {
  it('offers a 90-minute type where three slots follow in the same interval, ending 90 minutes later', () => {
    const offered = slots({});
    expect(offered.map((slot) => slot.start.slice(11, 16))).toEqual([
      ...['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
      ...['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30'],
    ]);
    expect(offered[0]).toEqual({
      start: '2026-12-01T09:00:00+03:00',
      end: '2026-12-01T10:30:00+03:00',
      seatsLeft: 2,
      state: 'Free',
    });
  });

  it('marks a run Full when any of its slots is full', () => {
    const offered = slots({ appointments: full('10:00') });
    const states = offered.slice(0, 5).map((slot) => [slot.start.slice(11, 16), slot.state]);
    expect(states).toEqual([
      ['09:00', 'Full'],
      ['09:30', 'Full'],
      ['10:00', 'Full'],
      ['10:30', 'Free'],
      ['11:00', 'Free'],
    ]);
  });

  it('hides runs that cross a block from patients', () => {
    const blocks = [
      {
        scope: 'doctor' as const,
        doctorId: 'dr-a',
        start: at('2026-12-01T11:00:00+03:00'),
        end: at('2026-12-01T11:30:00+03:00'),
      },
    ];
    const morning = slots({ blocks }).filter((slot) => slot.start < '2026-12-01T13');
    expect(morning.map((slot) => slot.start.slice(11, 16))).toEqual(['09:00', '09:30', '11:30']);
  });

  it('uses the seats of the fullest slot of the run', () => {
    const one = [{ doctorId: 'dr-a', start: at('2026-12-01T09:30:00+03:00'), end: at('2026-12-01T10:00:00+03:00') }];
    expect(slots({ appointments: one })[0]?.seatsLeft).toBe(1);
  });

  it('offers a type as long as the slot at every slot', () => {
    expect(slots({}, { typeId: 'visit' })).toHaveLength(18);
  });

  it('offers nothing on days whose agenda does not offer the type', () => {
    const other = agenda({ startDate: '2026-12-02', types: [{ id: 'visit', durationMinutes: 30 }] });
    const days = doctorAvailability(schedule({ agendas: [agenda({ endDate: '2026-12-01' }), other] }), {
      ...longType,
      to: '2026-12-02',
    });
    expect(days.map((day) => day.date)).toEqual(['2026-12-01']);
  });

  it('does not let a run leave its interval, even when the next one starts right after', () => {
    const weeklyHours = { 2: [hours('09:00', '10:00'), hours('10:00', '11:00')] };
    expect(slots({ agendas: [agenda({ weeklyHours })] })).toEqual([]);
  });
});
