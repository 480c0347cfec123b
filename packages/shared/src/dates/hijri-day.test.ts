import { describe, expect, it } from 'vitest';
import { gregorianToHijri, hijriToGregorian } from './hijri-day.js';

describe('Hijri (Umm al-Qura) days', () => {
  it('reads a Hijri day as its Gregorian one (1415-03-10 is in 1994, not 1415 AD)', () => {
    expect(hijriToGregorian('1415-03-10')).toBe('1994-08-18');
    expect(hijriToGregorian('1447-09-01')).toBe('2026-02-18');
  });

  it('goes back and forth for days spread over the last 125 years', () => {
    for (let time = Date.UTC(1905, 0, 1); time < Date.UTC(2030, 0, 1); time += 11 * 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(hijriToGregorian(gregorianToHijri(day)!), day).toBe(day);
    }
  });

  it('has no answer for a day a Hijri month does not have, or for what is not a day', () => {
    expect(hijriToGregorian('1415-13-01')).toBeNull();
    expect(hijriToGregorian('1415-03-31')).toBeNull();
    expect(hijriToGregorian('1415-3-10')).toBeNull();
    expect(gregorianToHijri('1994-02-30')).toBeNull();
  });
});
