import { describe, expect, it } from 'vitest';
import { doctorAvailability } from './availability.js';
import { agenda, at, EARLY, hours, schedule } from '../../../test/availability-fixtures.js';
import { DEFAULT_CLINIC_CALENDAR, type DoctorSchedule } from './types.js';
import { validateBooking, type BookingRequest } from './validate-booking.js';

const local = (dateTime: string) => at(`${dateTime}:00+03:00`);
const request = (start: string, overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  typeId: 'visit',
  start: local(start),
  now: EARLY,
  minNoticeMinutes: 0,
  ...overrides,
});
const check = (start: string, overrides: Partial<BookingRequest> = {}, doctor: Partial<DoctorSchedule> = {}) =>
  validateBooking(schedule(doctor), request(start, overrides));
const reason = (...args: Parameters<typeof check>) => {
  const result = check(...args);
  return result.ok ? 'ok' : result.reason;
};

describe('validateBooking', () => {
  it('accepts a slot start with the end of the type and the capacity', () => {
    expect(check('2026-12-01T09:00')).toEqual({
      ok: true,
      start: local('2026-12-01T09:00'),
      end: local('2026-12-01T09:30'),
      capacity: 2,
    });
    expect(check('2026-12-01T11:30', { typeId: 'long' })).toEqual({
      ok: true,
      start: local('2026-12-01T11:30'),
      end: local('2026-12-01T13:00'),
      capacity: 2,
    });
  });

  it('refuses the past and starts inside the minimum notice', () => {
    const now = local('2026-12-01T10:00');
    expect(reason('2026-12-01T09:30', { now })).toBe('past');
    expect(reason('2026-12-01T10:30', { now, minNoticeMinutes: 60 })).toBe('too_soon');
    expect(reason('2026-12-01T11:00', { now, minNoticeMinutes: 60 })).toBe('ok');
  });

  it('refuses dates outside the agenda and hours outside its intervals', () => {
    expect(reason('2026-11-30T09:00')).toBe('outside_agenda');
    expect(reason('2027-01-01T09:00')).toBe('outside_agenda');
    expect(reason('2026-12-01T14:00')).toBe('outside_agenda');
    expect(reason('2026-12-01T12:30', { typeId: 'long' })).toBe('outside_agenda');
  });

  it('refuses a type the agenda does not offer', () => {
    expect(reason('2026-12-01T09:00', { typeId: 'surgery' })).toBe('type_not_offered');
  });

  it('refuses weekend days and closing hours', () => {
    expect(reason('2026-12-04T09:00')).toBe('weekend');
    const noFridayHours = agenda({ weeklyHours: { 4: [hours('09:00', '13:00')], 6: [hours('09:00', '13:00')] } });
    expect(reason('2026-12-04T09:00', {}, { agendas: [noFridayHours] })).toBe('weekend');
    expect(reason('2026-12-05T09:00', {}, { agendas: [noFridayHours] })).toBe('ok');
    const clinic = { ...DEFAULT_CLINIC_CALENDAR, closesAt: 20 * 60 + 45 };
    expect(reason('2026-12-01T20:30', {}, { clinic })).toBe('closed');
    expect(reason('2026-12-01T19:30', { typeId: 'long' }, { clinic })).toBe('closed');
    expect(reason('2026-12-01T19:00', { typeId: 'long' }, { clinic })).toBe('ok');
  });

  it('refuses starts off the slot grid, down to the second', () => {
    expect(reason('2026-12-01T09:15')).toBe('misaligned');
    expect(
      validateBooking(schedule(), { ...request('2026-12-01T09:00'), start: local('2026-12-01T09:00') + 1000 }),
    ).toEqual({
      ok: false,
      reason: 'misaligned',
    });
  });

  it("refuses a start whose run crosses the doctor's or the clinic's block", () => {
    const blocks = [
      { scope: 'doctor' as const, doctorId: 'dr-a', start: local('2026-12-01T10:00'), end: local('2026-12-01T10:30') },
      { scope: 'clinic' as const, start: local('2026-12-01T17:00'), end: local('2026-12-01T17:05') },
      { scope: 'doctor' as const, doctorId: 'dr-b', start: local('2026-12-01T18:00'), end: local('2026-12-01T19:00') },
    ];
    expect(reason('2026-12-01T10:00', {}, { blocks })).toBe('blocked');
    expect(reason('2026-12-01T09:00', { typeId: 'long' }, { blocks })).toBe('blocked');
    expect(reason('2026-12-01T17:00', {}, { blocks })).toBe('blocked');
    expect(reason('2026-12-01T18:00', {}, { blocks })).toBe('ok');
  });

  it('accepts every start that availability offers as Free, and no other', () => {
    const doctor = schedule({
      agendas: [agenda({ weeklyHours: { 2: [hours('08:00', '13:00')], 3: [hours('16:00', '22:00')] } })],
      blocks: [{ scope: 'clinic', start: local('2026-12-01T10:00'), end: local('2026-12-01T11:00') }],
    });
    const days = doctorAvailability(doctor, {
      from: '2026-12-01',
      to: '2026-12-02',
      now: EARLY,
      minNoticeMinutes: 0,
      typeId: 'long',
      includeBlocked: true,
    });
    const slots = days.flatMap((day) => day.slots);
    expect(slots.length).toBeGreaterThan(10);
    for (const slot of slots) {
      const result = validateBooking(doctor, {
        typeId: 'long',
        start: Date.parse(slot.start),
        now: EARLY,
        minNoticeMinutes: 0,
      });
      expect(result.ok).toBe(slot.state === 'Free');
      if (result.ok) expect(result.end).toBe(Date.parse(slot.end));
      else expect(result.reason).toBe(slot.blockedBy);
    }
  });
});
