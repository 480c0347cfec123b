import { describe, expect, it } from 'vitest';
import { dayNumber } from './civil-date.js';
import { dayClock, localDayOf, offsetMinutesAt } from './time-zone.js';

const at = (iso: string) => Date.parse(iso);

describe('offsetMinutesAt', () => {
  it('keeps Riyadh at UTC+3 all year (no DST)', () => {
    expect(offsetMinutesAt('Asia/Riyadh', at('2026-01-15T12:00:00Z'))).toBe(180);
    expect(offsetMinutesAt('Asia/Riyadh', at('2026-07-15T12:00:00Z'))).toBe(180);
  });

  it('follows Berlin across its transitions and zones behind UTC', () => {
    expect(offsetMinutesAt('Europe/Berlin', at('2026-03-29T00:59:00Z'))).toBe(60);
    expect(offsetMinutesAt('Europe/Berlin', at('2026-03-29T01:00:00Z'))).toBe(120);
    expect(offsetMinutesAt('Europe/Berlin', at('2026-10-25T00:59:00Z'))).toBe(120);
    expect(offsetMinutesAt('Europe/Berlin', at('2026-10-25T01:00:00Z'))).toBe(60);
    expect(offsetMinutesAt('America/New_York', at('2026-12-01T12:00:00Z'))).toBe(-300);
    expect(offsetMinutesAt('Asia/Kolkata', at('2026-12-01T12:00:00Z'))).toBe(330);
  });

  it('places an instant on its local day', () => {
    expect(localDayOf('Asia/Riyadh', at('2026-11-30T21:00:00Z'))).toBe(dayNumber('2026-12-01'));
    expect(localDayOf('Asia/Riyadh', at('2026-11-30T20:59:59Z'))).toBe(dayNumber('2026-11-30'));
  });
});

describe('dayClock', () => {
  const wall = (zone: string, date: string, time: string) => {
    const [h, m] = time.split(':').map(Number);
    return dayClock(zone, dayNumber(date)).instantOf(h! * 60 + m!);
  };

  it('maps Riyadh wall times at a constant +03:00', () => {
    expect(wall('Asia/Riyadh', '2026-12-01', '09:00')).toBe(at('2026-12-01T06:00:00Z'));
    expect(wall('Asia/Riyadh', '2026-12-01', '00:00')).toBe(at('2026-11-30T21:00:00Z'));
  });

  it('skips the hour Berlin springs over and keeps the day right on both sides', () => {
    expect(wall('Europe/Berlin', '2026-03-29', '01:30')).toBe(at('2026-03-29T00:30:00Z'));
    expect(wall('Europe/Berlin', '2026-03-29', '02:30')).toBeUndefined();
    expect(wall('Europe/Berlin', '2026-03-29', '03:00')).toBe(at('2026-03-29T01:00:00Z'));
    expect(wall('Europe/Berlin', '2026-03-29', '09:00')).toBe(at('2026-03-29T07:00:00Z'));
    expect(wall('Europe/Berlin', '2026-03-28', '09:00')).toBe(at('2026-03-28T08:00:00Z'));
  });

  it("takes the first of Berlin's repeated hour when it falls back", () => {
    expect(wall('Europe/Berlin', '2026-10-25', '02:30')).toBe(at('2026-10-25T00:30:00Z'));
    expect(wall('Europe/Berlin', '2026-10-25', '03:00')).toBe(at('2026-10-25T02:00:00Z'));
    expect(wall('Europe/Berlin', '2026-10-25', '09:00')).toBe(at('2026-10-25T08:00:00Z'));
  });

  it('reports the offset in force at each instant of a transition day', () => {
    const clock = dayClock('Europe/Berlin', dayNumber('2026-03-29'));
    expect(clock.offsetAt(at('2026-03-29T00:30:00Z'))).toBe(60);
    expect(clock.offsetAt(at('2026-03-29T07:00:00Z'))).toBe(120);
  });
});
