import { describe, expect, it } from 'vitest';
import type { Slot } from '@bayan/shared';
import { addDays, freeDays } from './free-days';

const slot = (start: string, state: Slot['state'] = 'Free'): Slot => ({ start, end: start, seatsLeft: 1, state });

describe('freeDays', () => {
  const now = Date.parse('2026-12-01T10:00:00+03:00');

  it('keeps the free times still to come, and the days that have one', () => {
    const days = [
      { date: '2026-12-01', slots: [slot('2026-12-01T09:30:00+03:00'), slot('2026-12-01T10:30:00+03:00')] },
      {
        date: '2026-12-02',
        slots: [slot('2026-12-02T09:00:00+03:00', 'Full'), slot('2026-12-02T09:30:00+03:00', 'Blocked')],
      },
      { date: '2026-12-03', slots: [slot('2026-12-03T09:00:00+03:00')] },
    ];
    expect(freeDays(days, now)).toEqual([
      { date: '2026-12-01', slots: [slot('2026-12-01T10:30:00+03:00')] },
      { date: '2026-12-03', slots: [slot('2026-12-03T09:00:00+03:00')] },
    ]);
  });

  it('is empty when nothing is free', () => {
    expect(freeDays([{ date: '2026-12-02', slots: [slot('2026-12-02T09:00:00+03:00', 'Full')] }], now)).toEqual([]);
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
