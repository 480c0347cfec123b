import { describe, expect, it } from 'vitest';
import { doctorAvailability, type AvailabilityQuery } from './availability.js';
import { at, EARLY, schedule } from '../../../test/availability-fixtures.js';
import type { AvailabilityDay, Block, DoctorSchedule } from './types.js';

const oneDay: AvailabilityQuery = { from: '2026-12-01', to: '2026-12-01', now: EARLY, minNoticeMinutes: 0 };
const times = (days: AvailabilityDay[]) => days.flatMap((day) => day.slots.map((slot) => slot.start.slice(11, 16)));
const morning = (days: AvailabilityDay[]) => times(days).filter((time) => time < '13:00');
const availability = (overrides: Partial<DoctorSchedule>, query: Partial<AvailabilityQuery> = {}) =>
  doctorAvailability(schedule(overrides), { ...oneDay, ...query });
const block = (from: string, to: string, scope: Block['scope'] = 'clinic', doctorId = 'dr-a'): Block => {
  const interval = { start: at(`2026-12-01T${from}:00+03:00`), end: at(`2026-12-01T${to}:00+03:00`) };
  return scope === 'clinic' ? { ...interval, scope } : { ...interval, scope, doctorId };
};

describe('doctorAvailability: blocks', () => {
  it("removes the doctor's own time off and shows it Blocked on the calendar", () => {
    const blocks = [block('10:00', '11:00', 'doctor')];
    expect(morning(availability({ blocks }))).toEqual(['09:00', '09:30', '11:00', '11:30', '12:00', '12:30']);
    const calendar = availability({ blocks }, { includeBlocked: true })[0]!.slots;
    expect(calendar[2]).toEqual({
      start: '2026-12-01T10:00:00+03:00',
      end: '2026-12-01T10:30:00+03:00',
      seatsLeft: 0,
      state: 'Blocked',
      blockedBy: 'blocked',
    });
  });

  it("ignores another doctor's time off", () => {
    expect(availability({ blocks: [block('09:00', '21:00', 'doctor', 'dr-b')] })[0]!.slots).toHaveLength(18);
  });

  it('applies a clinic-wide block (a holiday) to every doctor', () => {
    const holiday = {
      scope: 'clinic' as const,
      start: at('2026-12-01T00:00:00+03:00'),
      end: at('2026-12-02T00:00:00+03:00'),
    };
    const query = { to: '2026-12-02' };
    expect(availability({ blocks: [holiday] }, query).map((day) => day.date)).toEqual(['2026-12-02']);
    const other = availability({ doctorId: 'dr-b', blocks: [holiday] }, query);
    expect(other.map((day) => day.date)).toEqual(['2026-12-02']);
  });

  it('blocks every slot a block crosses, even by a few minutes', () => {
    const blocks = [block('10:15', '10:20'), block('11:59', '12:01', 'doctor')];
    expect(morning(availability({ blocks }))).toEqual(['09:00', '09:30', '10:30', '11:00', '12:30']);
  });

  it('treats blocks as half-open: one ending as a slot starts leaves the slot free', () => {
    const blocks = [block('09:00', '10:00'), block('10:00', '10:30', 'doctor')];
    expect(morning(availability({ blocks }))[0]).toBe('10:30');
  });

  it('narrows the afternoon for Ramadan hours given as blocks', () => {
    const blocks = [block('16:00', '18:00'), block('20:00', '21:00')];
    expect(times(availability({ blocks })).filter((time) => time >= '13:00')).toEqual([
      ...['18:00', '18:30', '19:00', '19:30'],
    ]);
  });
});
