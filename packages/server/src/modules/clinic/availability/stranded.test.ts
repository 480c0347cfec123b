import { describe, expect, it } from 'vitest';
import { agenda, at, hours, schedule } from '../../../test/availability-fixtures.js';
import { strandedSeats, type HeldSeat } from './stranded.js';
import type { Block, DoctorSchedule } from './types.js';

/** A seat on Tuesday 1 December 2026 (Riyadh), `minutes` long, of the type `visit` unless said. */
const seat = (id: string, time: string, minutes = 30, typeId = 'visit'): HeldSeat => {
  const start = at(`2026-12-01T${time}:00+03:00`);
  return { id, typeId, start, end: start + minutes * 60_000 };
};
const stranded = (overrides: Partial<DoctorSchedule>, seats: HeldSeat[]) =>
  Object.fromEntries(strandedSeats(schedule(overrides), seats));

describe('strandedSeats', () => {
  const morning = [seat('a', '09:00'), seat('b', '12:30'), seat('c', '16:00', 90, 'long')];

  it('strands nothing the calendar still honours', () => {
    expect(stranded({}, morning)).toEqual({});
  });

  it('strands seats off the agenda’s new days or hours', () => {
    const shorter = agenda({ weeklyHours: { 2: [hours('09:00', '12:00'), hours('16:00', '21:00')] } });
    expect(stranded({ agendas: [shorter] }, morning)).toEqual({ b: 'outside_agenda' });
    const later = agenda({ startDate: '2026-12-02' });
    expect(stranded({ agendas: [later] }, morning)).toEqual({
      a: 'outside_agenda',
      b: 'outside_agenda',
      c: 'outside_agenda',
    });
    // The 90-minute seat no longer fits before the afternoon ends.
    const early = agenda({ weeklyHours: { 2: [hours('09:00', '13:00'), hours('16:00', '17:00')] } });
    expect(stranded({ agendas: [early] }, morning)).toEqual({ c: 'outside_agenda' });
  });

  it('strands seats the new slot length leaves off the grid', () => {
    expect(stranded({ agendas: [agenda({ slotMinutes: 60 })] }, morning)).toEqual({ b: 'misaligned' });
  });

  it('strands seats in time off, on a weekend or outside the clinic’s hours', () => {
    const leave: Block = {
      scope: 'doctor',
      doctorId: 'dr-a',
      start: at('2026-12-01T12:00:00+03:00'),
      end: at('2026-12-01T13:00:00+03:00'),
    };
    expect(stranded({ blocks: [leave] }, morning)).toEqual({ b: 'blocked' });
    const clinic = { timeZone: 'Asia/Riyadh', weekendDays: [2], opensAt: 0, closesAt: 1440 };
    expect(stranded({ clinic }, [seat('a', '09:00')])).toEqual({ a: 'weekend' });
    expect(stranded({ clinic: { ...clinic, weekendDays: [], opensAt: 600 } }, morning)).toEqual({ a: 'closed' });
  });

  it('strands seats whose type is no longer offered', () => {
    const noLong = agenda({ types: [{ id: 'visit', durationMinutes: 30 }] });
    expect(stranded({ agendas: [noLong] }, morning)).toEqual({ c: 'type_not_offered' });
  });

  it('checks a seat at its own length, not at the type’s length today', () => {
    const longer = agenda({
      types: [
        { id: 'visit', durationMinutes: 120 },
        { id: 'long', durationMinutes: 90 },
      ],
    });
    expect(stranded({ agendas: [longer] }, [seat('b', '12:30')])).toEqual({});
  });

  it('strands every seat of a slot holding more than the patients limit, slot by slot', () => {
    const seats = [seat('a', '09:00'), seat('b', '09:00'), seat('c', '10:00', 90, 'long'), seat('d', '11:00')];
    expect(stranded({}, seats)).toEqual({});
    expect(stranded({ agendas: [agenda({ capacity: 1 })] }, seats)).toEqual({
      a: 'over_capacity',
      b: 'over_capacity',
      c: 'over_capacity',
      d: 'over_capacity',
    });
    expect(stranded({ agendas: [agenda({ capacity: 1 })] }, seats.slice(1, 3))).toEqual({});
  });
});
