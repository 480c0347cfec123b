import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkHijriDate,
  formatHijriIso,
  gregorianToHijri,
  hijriMonthLength,
  hijriToGregorian,
  isPublishedHijriYear,
  isValidHijriDate,
  parseHijriIso,
} from './hijri.js';
import reference from './hijridate-month-starts.json' with { type: 'json' };

/** The waqf notes' pinned days (§7): Gregorian day, Hijri year, month, day. */
const PINNED: [string, number, number, number][] = [
  ['2022-03-03', 1443, 7, 30], // 30 Rajab 1443
  ['2024-12-07', 1446, 6, 6], // 6 Jumada II 1446 (the civil calendar says 5)
  ['2025-06-26', 1447, 1, 1], // 1 Muharram 1447
  ['2036-10-21', 1458, 9, 1], // 1 Ramadan 1458
  ['1994-08-18', 1415, 3, 11], // as published (ICU's computed table: the 10th)
  ['2026-02-18', 1447, 9, 1],
  ['1979-11-20', 1400, 1, 1], // as published at the time (ICU's computed table says 30 Dhu al-Hijjah 1399)
  ['1924-08-01', 1343, 1, 1], // the published calendar's first day (ICU's is a day later)
  ['1999-04-17', 1420, 1, 1], // ICU's table from here on
  ['1882-11-11', 1300, 1, 1], // the first accepted day: ICU's months, counted back from 1 Muharram 1343
];

describe('Umm al-Qura days', () => {
  it.each(PINNED)('%s is %i-%i-%i, both ways', (gregorian, year, month, day) => {
    expect(gregorianToHijri(gregorian)).toEqual({ year, month, day });
    expect(hijriToGregorian({ year, month, day })).toBe(gregorian);
  });

  it('refuses 30 Shaʿban 1443 (a 29-day month) instead of clamping it to the 29th', () => {
    expect(hijriMonthLength(1443, 8)).toBe(29);
    expect(isValidHijriDate({ year: 1443, month: 8, day: 30 })).toBe(false);
    expect(hijriToGregorian({ year: 1443, month: 8, day: 30 })).toBeNull();
    expect(hijriToGregorian({ year: 1443, month: 8, day: 29 })).toBe('2022-04-01');
    expect(hijriMonthLength(1443, 7)).toBe(30);
  });

  it('refuses years outside the table (AH 1300–1600) and what is no month or day', () => {
    expect(isValidHijriDate({ year: 1601, month: 1, day: 1 })).toBe(false);
    expect(isValidHijriDate({ year: 1299, month: 12, day: 1 })).toBe(false);
    expect(hijriMonthLength(1601, 1)).toBeNull();
    expect(hijriMonthLength(1447, 13)).toBeNull();
    expect(isValidHijriDate({ year: 1447, month: 0, day: 1 })).toBe(false);
    expect(isValidHijriDate({ year: 1447, month: 1, day: 0 })).toBe(false);
    expect(isValidHijriDate({ year: 1447, month: 1, day: 1.5 })).toBe(false);
    expect(gregorianToHijri('1882-11-10')).toBeNull();
    expect(gregorianToHijri('2022-02-30')).toBeNull();
    expect(gregorianToHijri('2022-3-3')).toBeNull();
  });

  it('reads typed Hijri days in Arabic-Indic digits, with - or /, and names what is wrong', () => {
    expect(checkHijriDate('١٤٤٣/٠٧/٣٠')).toEqual({ ok: true, value: { year: 1443, month: 7, day: 30 } });
    expect(checkHijriDate('۱۴۴۷-۱-۱')).toEqual({ ok: true, value: { year: 1447, month: 1, day: 1 } });
    expect(checkHijriDate('1443-08-30')).toEqual({ ok: false, message: 'field.hijriDate' });
    expect(checkHijriDate('1601-01-01')).toEqual({ ok: false, message: 'field.hijriRange' });
    expect(checkHijriDate('30 Shaban')).toEqual({ ok: false, message: 'field.hijriDate' });
    expect(parseHijriIso('1415-3-10')).toBeNull();
    expect(formatHijriIso({ year: 1415, month: 3, day: 10 })).toBe('1415-03-10');
  });

  it('has months that follow each other without a gap, of 29 or 30 days but the published 28s and 31s, over AH 1300–1600', () => {
    let next: string | null = null;
    for (let year = 1300; year <= 1600; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const first = hijriToGregorian({ year, month, day: 1 })!;
        if (next !== null) expect(first, `${year}-${month}`).toBe(next);
        const length = hijriMonthLength(year, month)!;
        expect(year >= 1343 && year <= 1364 ? [28, 29, 30, 31] : [29, 30]).toContain(length);
        const last = Date.parse(`${hijriToGregorian({ year, month, day: length })!}T00:00:00Z`);
        next = new Date(last + 86_400_000).toISOString().slice(0, 10);
      }
    }
  });

  it('goes Hijri → Gregorian → Hijri and back for any day of AH 1300–1600', () => {
    const anyDay = fc
      .record({ year: fc.integer({ min: 1300, max: 1600 }), month: fc.integer({ min: 1, max: 12 }) })
      .chain(({ year, month }) =>
        fc.integer({ min: 1, max: hijriMonthLength(year, month)! }).map((day) => ({ year, month, day })),
      );
    fc.assert(
      fc.property(anyDay, (hijri) => {
        const gregorian = hijriToGregorian(hijri)!;
        expect(gregorianToHijri(gregorian)).toEqual(hijri);
      }),
      { numRuns: 2000 },
    );
  });
});

/*
 * The reference (`reference`, imported above): the published Umm al-Qura calendar's month starts for
 * AH 1343–1500 as the Python package hijridate carries them (hijridate-month-starts.json names the
 * source), unchanged: Reduced Julian Days, one a month from 1 Muharram 1343, and 1 Muharram 1501 last.
 */

/** A Reduced Julian Day as YYYY-MM-DD (RJD 40588 is 1970-01-01). */
const isoOfRjd = (rjd: number) => new Date((rjd - 40_588) * 86_400_000).toISOString().slice(0, 10);

/** Every day of the reference, Gregorian and Hijri, from `fromYear` through `toYear`. */
function referenceDays(fromYear: number, toYear: number): [string, number, number, number][] {
  const days: [string, number, number, number][] = [];
  reference.monthStarts.slice(0, -1).forEach((start, index) => {
    const year = reference.firstYear + Math.floor(index / 12);
    if (year < fromYear || year > toYear) return;
    for (let rjd = start; rjd < reference.monthStarts[index + 1]!; rjd += 1) {
      days.push([isoOfRjd(rjd), year, (index % 12) + 1, rjd - start + 1]);
    }
  });
  return days;
}

describe('the published Umm al-Qura calendar (hijridate’s month starts)', () => {
  it('is the day of every Gregorian day of AH 1343–1450, and every Hijri day of it is that Gregorian day', () => {
    const days = referenceDays(1343, 1450);
    expect(days[0]).toEqual(['1924-08-01', 1343, 1, 1]);
    expect(days.at(-1)).toEqual(['2029-05-13', 1450, 12, 29]);
    const wrong = days.filter(([gregorian, year, month, day]) => {
      const hijri = gregorianToHijri(gregorian);
      return (
        hijri?.year !== year ||
        hijri.month !== month ||
        hijri.day !== day ||
        hijriToGregorian({ year, month, day }) !== gregorian ||
        !isValidHijriDate({ year, month, day })
      );
    });
    expect(wrong).toEqual([]);
    for (let year = 1343; year <= 1450; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const length = hijriMonthLength(year, month)!;
        expect(isValidHijriDate({ year, month, day: length + 1 }), `${year}-${month}`).toBe(false);
      }
    }
  });

  it('is a day off ICU’s computed table, kept for the future, in 211 of AH 1451–1500’s 600 months (a third of its days)', () => {
    const days = referenceDays(1451, 1500);
    expect(days).toHaveLength(17_719);
    const differ = days.filter(([gregorian, year, month, day]) => {
      const hijri = gregorianToHijri(gregorian)!;
      expect(hijriToGregorian(hijri), gregorian).toBe(gregorian);
      return hijri.year !== year || hijri.month !== month || hijri.day !== day;
    });
    expect(differ).toHaveLength(6329);
    const firsts = days.filter(([, , , day]) => day === 1);
    const offsets = firsts.map(([gregorian, year, month]) => {
      const ours = Date.parse(`${hijriToGregorian({ year, month, day: 1 })!}T00:00:00Z`);
      return (ours - Date.parse(`${gregorian}T00:00:00Z`)) / 86_400_000;
    });
    expect(offsets.filter((offset) => offset !== 0)).toHaveLength(211);
    expect(offsets.every((offset) => Math.abs(offset) <= 1)).toBe(true);
  });

  it('says which years are published and which are computed', () => {
    expect([1342, 1343, 1419, 1420, 1450, 1451].map(isPublishedHijriYear)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
