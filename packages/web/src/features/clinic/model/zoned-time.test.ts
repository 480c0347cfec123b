import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, zonedMidnight, zonedParts } from './zoned-time';

describe('clinic wall-clock time', () => {
  it('reads an instant in the clinic’s zone, whatever the offset it was written with', () => {
    expect(zonedParts(Date.parse('2026-03-10T21:30:00Z'), 'Asia/Riyadh')).toEqual({ day: '2026-03-11', minutes: 30 });
    expect(zonedParts(Date.parse('2026-03-11T00:30:00+03:00'), 'Asia/Riyadh')).toEqual({
      day: '2026-03-11',
      minutes: 30,
    });
    expect(zonedParts(Date.parse('2026-03-10T21:30:00Z'), 'Asia/Dubai')).toEqual({ day: '2026-03-11', minutes: 90 });
  });

  it('finds the instant a clinic day starts, across a daylight-saving change too', () => {
    expect(new Date(zonedMidnight('2026-03-11', 'Asia/Riyadh')).toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(new Date(zonedMidnight('2026-03-29', 'Europe/London')).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(new Date(zonedMidnight('2026-03-30', 'Europe/London')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(weekdayOf('2026-03-07')).toBe(6);
  });
});
