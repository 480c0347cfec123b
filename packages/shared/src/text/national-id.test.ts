import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkIdNumber, hasIdNumberChecksum, idNumberCheckDigit, idNumberHolder } from './national-id.js';

describe('national ID / iqama', () => {
  it.each([
    ['1012345672', '1012345672'],
    ['١٠١٢٣٤٥٦٧٢', '1012345672'],
    ['۱۰۱۲۳۴۵۶۷۲', '1012345672'],
    [' 1012 345 672 ', '1012345672'],
    ['1012-345-672', '1012345672'],
    ['\u20661012345672\u2069', '1012345672'],
  ])('reads %j as %s', (input, value) => {
    expect(checkIdNumber(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['1012345678', 'field.idNumberChecksum'],
    ['١٠١٢٣٤٥٦٧٨', 'field.idNumberChecksum'],
    ['3012345678', 'field.idNumber'],
    ['101234567', 'field.idNumber'],
    ['10123456720', 'field.idNumber'],
    ['10123456a2', 'field.idNumber'],
    ['', 'field.idNumber'],
  ])('refuses %j with %s', (input, message) => {
    expect(checkIdNumber(input)).toEqual({ ok: false, message });
  });

  it('tells a citizen (1) from a resident (2)', () => {
    expect(idNumberHolder('1012345672')).toBe('citizen');
    expect(idNumberHolder('2012345670')).toBe('resident');
    expect(checkIdNumber('2012345670').ok).toBe(true);
  });

  it('doubles the digits at 0-based even positions (the other way round refuses the vector)', () => {
    // Doubling the odd positions instead would make 1012345678 the valid one.
    expect(hasIdNumberChecksum('1012345672')).toBe(true);
    expect(hasIdNumberChecksum('1012345678')).toBe(false);
  });

  it('generates the one check digit that makes any nine digits valid', () => {
    fc.assert(
      fc.property(fc.constantFrom('1', '2'), fc.stringMatching(/^\d{8}$/), (first, rest) => {
        const stem = first + rest;
        const check = idNumberCheckDigit(stem);
        expect(checkIdNumber(stem + check)).toEqual({ ok: true, value: stem + check });
        const others = [...'0123456789'].filter((digit) => digit !== check);
        for (const digit of others) expect(checkIdNumber(stem + digit).ok).toBe(false);
      }),
    );
  });
});
