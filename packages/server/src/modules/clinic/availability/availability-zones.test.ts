import { describe, expect, it } from 'vitest';
import { doctorAvailability } from './availability.js';
import { agenda, EARLY, hours, schedule } from '../../../test/availability-fixtures.js';
import type { ClinicCalendar } from './types.js';

const berlin: ClinicCalendar = { timeZone: 'Europe/Berlin', weekendDays: [], opensAt: 0, closesAt: 24 * 60 };
const everyDay = (from: string, to: string) =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [hours(from, to)]]));
const berlinSlots = (date: string, from: string, to: string, slotMinutes: number, typeId?: string) => {
  const agendas = [
    agenda({
      startDate: '2026-03-01',
      endDate: '2026-10-31',
      slotMinutes,
      weeklyHours: everyDay(from, to),
      types: [{ id: 'two', durationMinutes: 2 * slotMinutes }],
    }),
  ];
  const days = doctorAvailability(schedule({ clinic: berlin, agendas }), {
    from: date,
    to: date,
    now: EARLY - 365 * 86_400_000,
    minNoticeMinutes: 0,
    typeId,
  });
  return days.flatMap((day) => day.slots.map((slot) => `${slot.start} → ${slot.end}`));
};

describe('doctorAvailability in a zone with daylight saving', () => {
  it('writes each side of the spring transition with its own offset', () => {
    expect(berlinSlots('2026-03-28', '09:00', '10:00', 60)).toEqual([
      '2026-03-28T09:00:00+01:00 → 2026-03-28T10:00:00+01:00',
    ]);
    expect(berlinSlots('2026-03-29', '09:00', '10:00', 60)).toEqual([
      '2026-03-29T09:00:00+02:00 → 2026-03-29T10:00:00+02:00',
    ]);
  });

  it('has no slot in the hour the clocks skip; slots on either side are back to back in real time', () => {
    expect(berlinSlots('2026-03-29', '01:00', '04:00', 60)).toEqual([
      '2026-03-29T01:00:00+01:00 → 2026-03-29T03:00:00+02:00',
      '2026-03-29T03:00:00+02:00 → 2026-03-29T04:00:00+02:00',
    ]);
    expect(berlinSlots('2026-03-29', '01:00', '04:00', 60, 'two')).toEqual([
      '2026-03-29T01:00:00+01:00 → 2026-03-29T04:00:00+02:00',
    ]);
  });

  it('does not run a type across the repeated autumn hour, which is not back to back', () => {
    expect(berlinSlots('2026-10-25', '01:00', '04:00', 60, 'two')).toEqual([
      '2026-10-25T01:00:00+02:00 → 2026-10-25T02:00:00+01:00',
    ]);
  });

  it('offers the repeated autumn hour once, at its first occurrence', () => {
    expect(berlinSlots('2026-10-25', '01:00', '04:00', 60)).toEqual([
      '2026-10-25T01:00:00+02:00 → 2026-10-25T02:00:00+02:00',
      '2026-10-25T02:00:00+02:00 → 2026-10-25T02:00:00+01:00',
      '2026-10-25T03:00:00+01:00 → 2026-10-25T04:00:00+01:00',
    ]);
  });
});

describe('doctorAvailability in Riyadh', () => {
  it('keeps +03:00 in summer and winter alike', () => {
    const agendas = [agenda({ startDate: '2026-03-01', endDate: '2026-12-31' })];
    for (const date of ['2026-03-29', '2026-07-01', '2026-10-25', '2026-12-01']) {
      const [day] = doctorAvailability(schedule({ agendas }), {
        from: date,
        to: date,
        now: EARLY - 365 * 86_400_000,
        minNoticeMinutes: 0,
      });
      expect(day?.slots[0]?.start).toBe(`${date}T09:00:00+03:00`);
    }
  });
});
