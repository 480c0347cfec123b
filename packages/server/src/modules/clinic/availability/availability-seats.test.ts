import { describe, expect, it } from 'vitest';
import { doctorAvailability, type AvailabilityQuery } from './availability.js';
import { agenda, at, EARLY, schedule } from '../../../test/availability-fixtures.js';
import type { ActiveAppointment, DoctorSchedule, Slot } from './types.js';

const oneDay: AvailabilityQuery = { from: '2026-12-01', to: '2026-12-01', now: EARLY, minNoticeMinutes: 0 };
const slots = (overrides: Partial<DoctorSchedule>, query: Partial<AvailabilityQuery> = {}) =>
  doctorAvailability(schedule(overrides), { ...oneDay, ...query }).flatMap((day) => day.slots);
const slotAt = (all: Slot[], time: string) => all.find((slot) => slot.start.slice(11, 16) === time);
const booked = (from: string, to: string, doctorId = 'dr-a'): ActiveAppointment => ({
  doctorId,
  start: at(`2026-12-01T${from}:00+03:00`),
  end: at(`2026-12-01T${to}:00+03:00`),
});

describe('doctorAvailability: seats', () => {
  it('leaves one seat of three when two are booked', () => {
    const all = slots({
      agendas: [agenda({ capacity: 3 })],
      appointments: [booked('09:00', '09:30'), booked('09:00', '09:30')],
    });
    expect(slotAt(all, '09:00')).toMatchObject({ seatsLeft: 1, state: 'Free' });
    expect(slotAt(all, '09:30')).toMatchObject({ seatsLeft: 3, state: 'Free' });
  });

  it('shows a slot with no seat left as Full, on the booking screen too', () => {
    const all = slots({ appointments: [booked('10:00', '10:30'), booked('10:00', '10:30')] });
    expect(slotAt(all, '10:00')).toEqual({
      start: '2026-12-01T10:00:00+03:00',
      end: '2026-12-01T10:30:00+03:00',
      seatsLeft: 0,
      state: 'Full',
    });
  });

  it("counts a long appointment in every slot it covers, and not another doctor's", () => {
    const appointments = [booked('09:00', '10:00'), booked('09:30', '10:00', 'dr-b'), booked('11:00', '11:30', 'dr-b')];
    const all = slots({ appointments });
    expect([slotAt(all, '09:00'), slotAt(all, '09:30'), slotAt(all, '10:00')].map((slot) => slot?.seatsLeft)).toEqual([
      1, 1, 2,
    ]);
    expect(slotAt(all, '11:00')?.seatsLeft).toBe(2);
  });

  it('counts seats correctly across many days in one sweep', () => {
    const nextDay = { doctorId: 'dr-a', start: at('2026-12-02T16:00:00+03:00'), end: at('2026-12-02T16:30:00+03:00') };
    const days = doctorAvailability(schedule({ appointments: [nextDay, booked('12:30', '13:00')] }), {
      ...oneDay,
      to: '2026-12-02',
    });
    expect(slotAt(days[0]!.slots, '12:30')?.seatsLeft).toBe(1);
    expect(slotAt(days[1]!.slots, '16:00')?.seatsLeft).toBe(1);
    expect(days.flatMap((day) => day.slots).filter((slot) => slot.seatsLeft === 1)).toHaveLength(2);
  });
});

describe('doctorAvailability: the past and the minimum notice', () => {
  it('offers nothing that has started', () => {
    const all = slots({}, { now: at('2026-12-01T10:10:00+03:00') });
    expect(all[0]?.start).toBe('2026-12-01T10:30:00+03:00');
  });

  it('offers the first slot at or after now plus the notice', () => {
    expect(slots({}, { now: at('2026-12-01T10:10:00+03:00'), minNoticeMinutes: 60 })[0]?.start).toBe(
      '2026-12-01T11:30:00+03:00',
    );
    expect(slots({}, { now: at('2026-12-01T10:00:00+03:00'), minNoticeMinutes: 30 })[0]?.start).toBe(
      '2026-12-01T10:30:00+03:00',
    );
  });

  it('hides past slots from the doctor calendar too', () => {
    const all = slots({}, { now: at('2026-12-01T21:00:00+03:00'), includeBlocked: true });
    expect(all).toEqual([]);
  });
});
