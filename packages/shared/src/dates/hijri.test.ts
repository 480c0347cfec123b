import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkHijriDate,
  formatHijriIso,
  gregorianToHijri,
  hijriMonthLength,
  hijriToGregorian,
  isValidHijriDate,
  parseHijriIso,
} from './hijri.js';

/** The waqf notes' pinned days (§7): Gregorian day, Hijri year, month, day. */
const PINNED: [string, number, number, number][] = [
  ['2022-03-03', 1443, 7, 30], // 30 Rajab 1443
  ['2024-12-07', 1446, 6, 6], // 6 Jumada II 1446 (the civil calendar says 5)
  ['2025-06-26', 1447, 1, 1], // 1 Muharram 1447
  ['2036-10-21', 1458, 9, 1], // 1 Ramadan 1458
  ['1994-08-18', 1415, 3, 10],
  ['2026-02-18', 1447, 9, 1],
  ['1882-11-12', 1300, 1, 1], // the table's first day
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
    expect(gregorianToHijri('1882-11-11')).toBeNull();
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

  it('has months of 29 or 30 days that follow each other without a gap, over AH 1300–1600', () => {
    let next: string | null = null;
    for (let year = 1300; year <= 1600; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const first = hijriToGregorian({ year, month, day: 1 })!;
        if (next !== null) expect(first, `${year}-${month}`).toBe(next);
        const length = hijriMonthLength(year, month)!;
        expect([29, 30]).toContain(length);
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
