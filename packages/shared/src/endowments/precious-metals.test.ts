import { describe, expect, it } from 'vitest';
import {
  checkGoldKarat,
  checkMetalWeight,
  checkSilverFineness,
  formatGrams,
  pureGoldMg,
  troyOunces,
} from './precious-metals.js';

describe('gold and silver', () => {
  it('takes the four karats, as numbers or typed in any digits', () => {
    for (const karat of [24, 22, 21, 18]) expect(checkGoldKarat(karat)).toEqual({ ok: true, value: karat });
    expect(checkGoldKarat('٢١')).toEqual({ ok: true, value: 21 });
    for (const karat of [14, 9, 23, 0, '', 'x', 21.5]) {
      expect(checkGoldKarat(karat), String(karat)).toEqual({ ok: false, message: 'field.goldKarat' });
    }
  });

  it('stores grams as whole milligrams, typed with up to three decimals', () => {
    expect(checkMetalWeight('31.103')).toEqual({ ok: true, value: 31_103 });
    expect(checkMetalWeight('١٢٫٥')).toEqual({ ok: true, value: 12_500 });
    expect(checkMetalWeight('1000000')).toEqual({ ok: true, value: 1_000_000_000 });
    expect(checkMetalWeight('0.001')).toEqual({ ok: true, value: 1 });
    for (const input of ['0', '0.000', '1.2345', '1000000.001', '-1', 'abc', '']) {
      expect(checkMetalWeight(input), input).toEqual({ ok: false, message: 'field.metalWeight' });
    }
    expect(formatGrams(12_500)).toBe('12.5');
    expect(formatGrams(31_103)).toBe('31.103');
    expect(formatGrams(2_000)).toBe('2');
  });

  it('derives troy ounces at 31.1034768 g (not the avoirdupois 28.35 g)', () => {
    expect(troyOunces(31_103.4768)).toBe(1);
    expect(troyOunces(1_000_000)).toBeCloseTo(32.1507, 4);
  });

  it('counts the pure gold of a karat', () => {
    expect(pureGoldMg(100_000, 24)).toBe(100_000);
    expect(pureGoldMg(100_000, 21)).toBe(87_500);
    expect(pureGoldMg(100_000, 18)).toBe(75_000);
    expect(pureGoldMg(1_000, 22)).toBe(917);
  });

  it('takes a silver fineness in thousandths from 500 to 999', () => {
    expect(checkSilverFineness('٩٢٥')).toEqual({ ok: true, value: 925 });
    expect(checkSilverFineness(999)).toEqual({ ok: true, value: 999 });
    for (const input of [1000, 499, '92.5', 'abc']) {
      expect(checkSilverFineness(input), String(input)).toEqual({ ok: false, message: 'field.silverFineness' });
    }
  });
});
