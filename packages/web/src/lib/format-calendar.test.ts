import { describe, expect, it } from 'vitest';
import { formatClock, formatDayHeading, formatDayRange, formatZoneName } from './format-calendar';

describe('a calendar’s words (PRODUCT §9: calendar and digits always named)', () => {
  it('writes calendar hour labels and day headings in the language’s digits and both calendars', () => {
    expect(formatClock(9 * 60 + 30, 'ar')).toBe('٩:٣٠ ص');
    expect(formatClock(21 * 60, 'en')).toBe('9:00 PM');
    expect(formatDayHeading('2026-03-07', 'ar')).toEqual({ weekday: 'السبت', gregorian: '٧ مارس', hijri: '١٨ رمضان' });
    expect(formatDayHeading('2026-03-07', 'en')).toEqual({
      weekday: 'Saturday',
      gregorian: '7 Mar',
      hijri: '18 Ramadan',
    });
  });

  it('writes a calendar week in both calendars and names a clinic’s time zone', () => {
    expect(formatDayRange('2026-03-07', '2026-03-13', 'en')).toEqual({
      hijri: '18–24 Ramadan 1447 AH',
      gregorian: '7\u2009–\u200913 March 2026',
    });
    expect(formatDayRange('2026-03-07', '2026-03-07', 'ar').gregorian).toBe('٧ مارس ٢٠٢٦ م');
    expect(formatZoneName('Asia/Riyadh', 'en')).toBe('Arabian Standard Time');
  });
});
