import { describe, expect, it } from 'vitest';
import { isSaudiMobile, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it('brings every common spelling of a Saudi mobile to E.164', () => {
    for (const input of ['0512345678', '512345678', '966512345678', '+966512345678', '00966512345678']) {
      expect(normalizePhone(input), input).toBe('+966512345678');
    }
    expect(normalizePhone('٠٥١٢ ٣٤٥ ٦٧٨')).toBe('+966512345678');
    expect(normalizePhone('(051) 234-5678')).toBe('+966512345678');
  });

  it('leaves anything else as digits, which isSaudiMobile then refuses', () => {
    expect(isSaudiMobile(normalizePhone('0412345678'))).toBe(false);
    expect(isSaudiMobile(normalizePhone('+44 7700 900123'))).toBe(false);
    expect(isSaudiMobile(normalizePhone('05123'))).toBe(false);
    expect(isSaudiMobile(normalizePhone('0512345678'))).toBe(true);
  });
});
