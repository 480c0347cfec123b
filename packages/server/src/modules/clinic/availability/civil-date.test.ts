import { describe, expect, it } from 'vitest';
import { clockMinutes, dayNumber, formatDay, formatInstant, weekdayOf } from './civil-date.js';

describe('civil dates as day numbers', () => {
  it('round-trips dates across leap days, centuries and the epoch', () => {
    for (const date of ['1970-01-01', '1969-12-31', '2000-02-29', '2026-12-31', '2100-03-01', '2028-02-29']) {
      expect(formatDay(dayNumber(date))).toBe(date);
    }
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2027-01-01') - dayNumber('2026-12-31')).toBe(1);
  });

  it('refuses dates that do not exist or are not YYYY-MM-DD', () => {
    for (const date of ['2026-02-29', '2026-13-01', '2026-1-01', '01/12/2026', '']) {
      expect(() => dayNumber(date)).toThrow(RangeError);
    }
  });

  it('names weekdays as Date#getUTCDay does', () => {
    expect(weekdayOf(dayNumber('2026-12-04'))).toBe(5); // a Friday
    expect(weekdayOf(dayNumber('2026-12-05'))).toBe(6);
    expect(weekdayOf(dayNumber('1969-12-28'))).toBe(0);
    for (let day = -400; day < 400; day += 37) expect(weekdayOf(day)).toBe(new Date(day * 86_400_000).getUTCDay());
  });

  it('reads clock times as minutes after midnight', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('16:30')).toBe(990);
    expect(clockMinutes('24:00')).toBe(1440);
    for (const time of ['9:00', '24:01', '12:60', 'noon']) expect(() => clockMinutes(time)).toThrow(RangeError);
  });
});

describe('formatInstant', () => {
  it('writes the local wall time with the given offset', () => {
    const instant = Date.parse('2026-12-01T06:00:00Z');
    expect(formatInstant(instant, 180)).toBe('2026-12-01T09:00:00+03:00');
    expect(formatInstant(instant, 0)).toBe('2026-12-01T06:00:00+00:00');
    expect(formatInstant(instant, -300)).toBe('2026-12-01T01:00:00-05:00');
    expect(formatInstant(instant, 330)).toBe('2026-12-01T11:30:00+05:30');
  });

  it('rolls over to the next local date at midnight', () => {
    expect(formatInstant(Date.parse('2026-12-31T21:00:00Z'), 180)).toBe('2027-01-01T00:00:00+03:00');
  });
});
