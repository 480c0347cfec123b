import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './format-calendar-day';

describe('a calendar day in both calendars (issue 33: the published Umm al-Qura calendar)', () => {
  it('reads a birthday as a calendar day and refuses what is not one', () => {
    expect(formatCalendarDay('2026-03-05', 'en')).toEqual({
      hijri: '16 Ramadan 1447 AH',
      gregorian: '5 March 2026',
      computed: false,
    });
    expect(formatCalendarDay('1990-02-30', 'en')).toBeNull();
    expect(formatCalendarDay('21/05/1990', 'en')).toBeNull();
  });

  it('names a past day as the calendar published it, not as ICU computes it', () => {
    // 1 Muharram 1400 as recorded at the time; Intl (ICU) says 30 Dhu al-Hijjah 1399.
    expect(formatCalendarDay('1979-11-20', 'en')).toEqual({
      hijri: '1 Muharram 1400 AH',
      gregorian: '20 November 1979',
      computed: false,
    });
    expect(formatCalendarDay('1979-11-20', 'ar')?.hijri).toBe('١ محرم ١٤٠٠ هـ');
    expect(formatCalendarDay('1994-08-18', 'en')?.hijri).toBe('11 Rabiʻ I 1415 AH');
  });

  it('says a day is computed outside the published years (AH 1343–1450)', () => {
    expect(formatCalendarDay('1924-07-31', 'en')).toMatchObject({ hijri: '29 Dhuʻl-Hijjah 1342 AH', computed: true });
    expect(formatCalendarDay('1924-08-01', 'en')).toMatchObject({ hijri: '1 Muharram 1343 AH', computed: false });
    expect(formatCalendarDay('2029-05-13', 'en')?.computed).toBe(false);
    expect(formatCalendarDay('2029-05-14', 'en')).toMatchObject({ hijri: '1 Muharram 1451 AH', computed: true });
    expect(formatCalendarDay('1800-01-01', 'en')?.computed).toBe(true);
  });
});
