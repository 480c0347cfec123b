import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkDateRange, dateRangeShape } from './date-range.js';
import { riyadhDay, riyadhMonth, riyadhYear } from './riyadh-time.js';

const range = z.object(dateRangeShape).superRefine(checkDateRange);

describe('date ranges', () => {
  it('read a date as a whole day in Riyadh and a datetime as it is', () => {
    expect(range.parse({ from: '2026-03-01', to: '٢٠٢٦-٠٣-٣١' })).toEqual({
      from: new Date('2026-02-28T21:00:00Z'),
      to: new Date('2026-03-31T21:00:00Z'),
    });
    expect(range.parse({ from: '2026-03-01T10:00:00+03:00' }).from).toEqual(new Date('2026-03-01T07:00:00Z'));
  });

  it('refuse nonsense and a period that ends before it starts', () => {
    expect(range.safeParse({ from: '2026-13-45' }).success).toBe(false);
    expect(range.safeParse({ from: 'soon' }).success).toBe(false);
    const reversed = range.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(reversed.error?.issues.map((i) => i.path)).toEqual([['to']]);
    expect(range.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
  });

  it('report an unreadable bound as such, not crash comparing it (the API answered 500)', () => {
    // Arabic-Indic digits become "1234567890", which is no datetime but compares as a number.
    const bad = range.safeParse({ from: '١٢٣٤٥٦٧٨٩٠', to: '1970-01-06T05:00:00.000Z' });
    expect(bad.error?.issues.map((i) => i.path)).toEqual([['from']]);
  });

  it('find the month and year in Riyadh, not in UTC', () => {
    expect(riyadhMonth(new Date('2026-03-31T21:30:00Z'))).toEqual({
      from: new Date('2026-03-31T21:00:00Z'),
      to: new Date('2026-04-30T21:00:00Z'),
    });
    expect(riyadhMonth(new Date('2026-12-15T00:00:00Z')).to).toEqual(new Date('2026-12-31T21:00:00Z'));
    expect(riyadhYear(new Date('2025-12-31T21:30:00Z'))).toBe(2026);
    expect(riyadhDay(new Date('2026-03-31T21:30:00Z'))).toBe('2026-04-01');
    expect(riyadhDay(new Date('2026-03-31T20:30:00Z'))).toBe('2026-03-31');
  });
});
