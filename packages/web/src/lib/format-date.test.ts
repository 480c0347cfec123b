import { describe, expect, it } from 'vitest';
import { formatGregorianYear, formatMoment, formatRelative, monthNames } from './format-date';

const moment = new Date('2026-03-05T10:00:00Z');

describe('dates (PRODUCT §9: calendar and digits always named)', () => {
  it('shows a moment in the Hijri and Gregorian calendars, in the language digits, Riyadh time', () => {
    expect(formatMoment(moment, 'ar')).toEqual({
      hijri: '١٦ رمضان ١٤٤٧ هـ',
      gregorian: '٥ مارس ٢٠٢٦ م',
      time: '١:٠٠ م',
    });
    expect(formatMoment(moment, 'en')).toEqual({
      hijri: '16 Ramadan 1447 AH',
      gregorian: '5 March 2026',
      time: '1:00 PM',
    });
  });

  it('reads a moment in another zone when told (a clinic’s), whatever the browser’s', () => {
    expect(formatMoment(new Date('2026-03-05T21:30:00Z'), 'en', 'Asia/Dubai')).toEqual({
      hijri: '17 Ramadan 1447 AH',
      gregorian: '6 March 2026',
      time: '1:30 AM',
    });
  });

  it('says how long ago with the language digits', () => {
    expect(formatRelative(new Date(moment.getTime() - 3 * 60_000), 'ar', moment)).toBe('قبل ٣ دقائق');
    expect(formatRelative(new Date(moment.getTime() - 2 * 3_600_000), 'en', moment)).toBe('2 hours ago');
    expect(formatRelative(new Date(moment.getTime() - 20_000), 'en', moment)).toBe('now');
  });

  it('names the Gregorian months and years', () => {
    expect(monthNames('ar', 'long')[0]).toBe('يناير');
    expect(monthNames('en', 'short')[11]).toBe('Dec');
    expect(formatGregorianYear(2026, 'ar')).toBe('٢٠٢٦');
  });
});
