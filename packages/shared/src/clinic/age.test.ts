import { describe, expect, it } from 'vitest';
import { ageOn, yearsBefore } from './age.js';

describe('ageOn', () => {
  it('counts a year on the birthday, not the day before', () => {
    expect(ageOn('1990-04-01', '2026-03-31')).toBe(35);
    expect(ageOn('1990-04-01', '2026-04-01')).toBe(36);
    expect(ageOn('2026-01-10', '2026-01-10')).toBe(0);
  });

  it('makes a 29 February birthday a year older on 1 March of a common year', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });
});

describe('yearsBefore', () => {
  it('is the last birthday that makes someone that old today', () => {
    expect(yearsBefore('2026-05-17', 30)).toBe('1996-05-17');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
    for (const [birthday, today] of [
      ['2000-02-29', '2018-02-28'],
      ['2000-02-29', '2018-03-01'],
      ['2019-02-28', '2020-02-29'],
      ['2019-03-01', '2020-02-29'],
    ] as const) {
      expect(birthday <= yearsBefore(today, 18), `${birthday} ${today}`).toBe(ageOn(birthday, today) >= 18);
      expect(birthday <= yearsBefore(today, 1), `${birthday} ${today}`).toBe(ageOn(birthday, today) >= 1);
    }
  });
});
