import { describe, expect, it } from 'vitest';
import { checkPassportNumber, checkPersonId } from './person-id.js';

describe('a person identification by its type', () => {
  it('reads passports of 6 to 9 letters and digits, upper-cased', () => {
    expect(checkPassportNumber('a1234567')).toEqual({ ok: true, value: 'A1234567' });
    expect(checkPassportNumber('X12 345 ٦٧٨')).toEqual({ ok: true, value: 'X12345678' });
    expect(checkPassportNumber('A12345')).toEqual({ ok: true, value: 'A12345' });
    for (const input of ['A1234', 'A123456789', 'ABCDEFGH', 'A12345_7', '']) {
      expect(checkPassportNumber(input), input).toEqual({ ok: false, message: 'field.passport' });
    }
  });

  it('wants a 1 for a national ID, a 2 for an iqama and a 7 for a unified number', () => {
    expect(checkPersonId('NID', '١٠١٢٣٤٥٦٧٢')).toEqual({ ok: true, value: '1012345672' });
    expect(checkPersonId('IQAMA', '1012345672')).toEqual({ ok: false, message: 'field.idNumberResident' });
    expect(checkPersonId('IQAMA', '2012345670')).toEqual({ ok: true, value: '2012345670' });
    expect(checkPersonId('NID', '2012345670')).toEqual({ ok: false, message: 'field.idNumberCitizen' });
    expect(checkPersonId('NID', '1012345678')).toEqual({ ok: false, message: 'field.idNumberChecksum' });
    expect(checkPersonId('UNIFIED', '7001234567')).toEqual({ ok: true, value: '7001234567' });
    expect(checkPersonId('UNIFIED', '1010234567')).toEqual({ ok: false, message: 'field.unifiedNumber' });
    expect(checkPersonId('UNIFIED', '70012')).toEqual({ ok: false, message: 'field.companyNumber' });
    expect(checkPersonId('PASSPORT', 'A1234567')).toEqual({ ok: true, value: 'A1234567' });
  });
});
