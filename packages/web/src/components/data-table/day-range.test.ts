import { describe, expect, it } from 'vitest';
import { formatDayRange, presetRange } from './day-range';

const dash = (text: string | undefined) => text?.replace(/\s*–\s*/g, '–');

describe('a period of days', () => {
  it('ends its quick periods today in Riyadh (already tomorrow there at 21:30 UTC)', () => {
    const now = new Date('2026-11-26T21:30:00Z');
    expect(presetRange('today', now)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetRange('last30', now)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('reads in both calendars, each named, in the language’s digits', () => {
    const ar = formatDayRange('2026-11-20', '2026-11-26', 'ar');
    expect(dash(ar?.gregorian)).toBe('٢٠–٢٦ نوفمبر ٢٠٢٦ م');
    expect(dash(ar?.hijri)).toBe('١٠–١٦ جمادى الآخرة ١٤٤٨ هـ');
    const en = formatDayRange('2026-11-20', '2026-11-26', 'en');
    expect(dash(en?.gregorian)).toBe('20–26 Nov 2026');
    expect(en?.open).toBeNull();
  });

  it('says an open end as one day, and nothing without a day', () => {
    expect(formatDayRange('2026-11-20', '', 'en')).toMatchObject({ open: 'since', gregorian: '20 Nov 2026' });
    expect(formatDayRange('', '2026-11-20', 'en')).toMatchObject({ open: 'until' });
    expect(formatDayRange('', '', 'en')).toBeNull();
    expect(formatDayRange('2026-1', '', 'en')).toBeNull();
  });
});
