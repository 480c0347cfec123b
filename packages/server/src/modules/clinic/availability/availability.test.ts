import { describe, expect, it } from 'vitest';
import { doctorAvailability, type AvailabilityQuery } from './availability.js';
import { agenda, EARLY, hours, schedule } from '../../../test/availability-fixtures.js';
import { DEFAULT_CLINIC_CALENDAR, type AvailabilityDay, type DoctorSchedule } from './types.js';

const oneDay: AvailabilityQuery = { from: '2026-12-01', to: '2026-12-01', now: EARLY, minNoticeMinutes: 0 };
const times = (days: AvailabilityDay[]) => days.flatMap((day) => day.slots.map((slot) => slot.start.slice(11, 16)));
const availability = (overrides: Partial<DoctorSchedule>, query: Partial<AvailabilityQuery> = {}) =>
  doctorAvailability(schedule(overrides), { ...oneDay, ...query });

describe('doctorAvailability: the agenda laid on the calendar', () => {
  it('lays a split day in slots at the Riyadh offset, grouped by local date', () => {
    const [day, ...others] = availability({});
    expect(others).toEqual([]);
    expect(day?.date).toBe('2026-12-01');
    expect(day?.slots[0]).toEqual({
      start: '2026-12-01T09:00:00+03:00',
      end: '2026-12-01T09:30:00+03:00',
      seatsLeft: 2,
      state: 'Free',
    });
    expect(times([day!])).toEqual([
      ...['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'],
      ...['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30'],
    ]);
  });

  it('drops an interval remainder shorter than a slot', () => {
    const weeklyHours = { 2: [hours('09:00', '10:45')] };
    expect(times(availability({ agendas: [agenda({ weeklyHours })] }))).toEqual(['09:00', '09:30', '10:00']);
  });

  it("keeps to the agenda's inclusive date range", () => {
    const short = agenda({ startDate: '2026-12-02', endDate: '2026-12-03' });
    const days = availability({ agendas: [short] }, { from: '2026-11-29', to: '2026-12-06' });
    expect(days.map((day) => day.date)).toEqual(['2026-12-02', '2026-12-03']);
    expect(availability({ agendas: [short] }, { from: '2026-12-03', to: '2026-12-03' })).toHaveLength(1);
  });

  it('follows whichever agenda covers each date', () => {
    const december = agenda({ endDate: '2026-12-02' });
    const later = agenda({ startDate: '2026-12-03', weeklyHours: { 4: [hours('10:00', '11:00')] } });
    const days = availability({ agendas: [december, later] }, { to: '2026-12-03' });
    expect(days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-12-01', 18],
      ['2026-12-02', 18],
      ['2026-12-03', 2],
    ]);
  });
});

describe('doctorAvailability: weekends and closing hours', () => {
  const friday = { from: '2026-12-03', to: '2026-12-05' };

  it('leaves the Friday weekend off the booking screen and shows it Blocked on the calendar', () => {
    expect(availability({}, friday).map((day) => day.date)).toEqual(['2026-12-03', '2026-12-05']);
    const calendar = availability({}, { ...friday, includeBlocked: true });
    const fridaySlots = calendar.find((day) => day.date === '2026-12-04')?.slots ?? [];
    expect(fridaySlots).toHaveLength(18);
    expect(fridaySlots.every((slot) => slot.state === 'Blocked' && slot.blockedBy === 'weekend')).toBe(true);
    expect(fridaySlots[0]?.seatsLeft).toBe(0);
  });

  it("uses the etablissement's own weekend days", () => {
    const clinic = { ...DEFAULT_CLINIC_CALENDAR, weekendDays: [5, 6] };
    expect(availability({ clinic }, friday).map((day) => day.date)).toEqual(['2026-12-03']);
  });

  it('blocks agenda hours outside the clinic hours', () => {
    const agendas = [agenda({ weeklyHours: { 2: [hours('08:00', '10:00'), hours('20:00', '22:00')] } })];
    expect(times(availability({ agendas }))).toEqual(['09:00', '09:30', '20:00', '20:30']);
    const calendar = availability({ agendas }, { includeBlocked: true })[0]!.slots;
    expect(calendar.filter((slot) => slot.blockedBy === 'closed').map((slot) => slot.start.slice(11, 16))).toEqual([
      ...['08:00', '08:30', '21:00', '21:30'],
    ]);
  });

  it('does not offer a slot that would end after a clinic closing mid-slot', () => {
    const clinic = { ...DEFAULT_CLINIC_CALENDAR, opensAt: 9 * 60 + 15, closesAt: 20 * 60 + 45 };
    const offered = times(availability({ clinic }));
    expect(offered[0]).toBe('09:30');
    expect(offered.at(-1)).toBe('20:00');
  });
});
