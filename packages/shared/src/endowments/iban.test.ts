import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSaudiIban, formatIban, ibanBankCode, ibanRemainder, normalizeIban } from './iban.js';
import { saudiBankName } from './saudi-banks.js';

describe('Saudi IBAN', () => {
  it.each([
    ['SA0380000000608010167519', 'SA0380000000608010167519'],
    ['SA03 8000 0000 6080 1016 7519', 'SA0380000000608010167519'],
    ['sa03 8000 0000 6080 1016 7519', 'SA0380000000608010167519'],
    ['SA٠٣ ٨٠٠٠ ٠٠٠٠ ٦٠٨٠ ١٠١٦ ٧٥١٩', 'SA0380000000608010167519'],
    ['\u2066SA03-8000-0000-6080-1016-7519\u2069', 'SA0380000000608010167519'],
  ])('reads %j as %s', (input, iban) => {
    expect(checkSaudiIban(input)).toEqual({ ok: true, value: iban });
  });

  it.each([
    ['SA0480000000608010167519', 'field.ibanChecksum'],
    ['SA0380000000608010167591', 'field.ibanChecksum'],
    ['SA038000000060801016751', 'field.iban'],
    ['AE070331234567890123456', 'field.iban'],
    ['GB82WEST12345698765432', 'field.iban'],
    ['SA03800000006080101675!9', 'field.iban'],
    ['', 'field.iban'],
  ])('refuses %j with %s', (input, message) => {
    expect(checkSaudiIban(input)).toEqual({ ok: false, message });
  });

  it.each([
    // Each passes mod 97 (= 1) but carries check digits ISO 13616 never gives: the same account
    // with its real check digits (97, 98, 02) is accepted; schwifty and ibantools refuse these too.
    ['SA0080000000608010167573', 'SA9780000000608010167573'],
    ['SA0180000000608010167555', 'SA9880000000608010167555'],
    ['SA9980000000608010167537', 'SA0280000000608010167537'],
    ['SA01 0500 0000 6080 1016 7537', 'SA9805000000608010167537'],
  ])('refuses %j: check digits 00, 01 and 99 do not exist (the account is %s)', (input, real) => {
    expect(ibanRemainder(normalizeIban(input))).toBe(1);
    expect(checkSaudiIban(input)).toEqual({ ok: false, message: 'field.ibanChecksum' });
    expect(checkSaudiIban(real)).toEqual({ ok: true, value: real });
  });

  it('reads letters in the account part as ISO 7064 asks (A = 10 … Z = 35)', () => {
    // The ISO 13616 example GB82 WEST 1234 5698 7654 32 has letters in the bank part.
    expect(ibanRemainder('GB82WEST12345698765432')).toBe(1);
    expect(ibanRemainder('GB83WEST12345698765432')).not.toBe(1);
  });

  it('accepts any account once its check digits are computed, and refuses any other check digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2}[0-9A-Z]{18}$/), fc.integer({ min: 1, max: 96 }), (bban, shift) => {
        const check = 98 - ibanRemainder(`SA00${bban}`);
        const iban = `SA${String(check).padStart(2, '0')}${bban}`;
        expect(checkSaudiIban(iban)).toEqual({ ok: true, value: iban });
        const wrong = `SA${String(((check - 2 + shift) % 97) + 2).padStart(2, '0')}${bban}`;
        expect(checkSaudiIban(wrong)).toEqual({ ok: false, message: 'field.ibanChecksum' });
      }),
    );
  });

  it('catches any single changed digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 23 }), fc.integer({ min: 1, max: 9 }), (at, shift) => {
        const iban = 'SA0380000000608010167519';
        const digit = (Number(iban[at]) + shift) % 10;
        expect(checkSaudiIban(iban.slice(0, at) + digit + iban.slice(at + 1)).ok).toBe(false);
      }),
    );
  });

  it('names the bank from its code where known, in both languages, and leaves others unnamed', () => {
    expect(ibanBankCode('SA0380000000608010167519')).toBe('80');
    expect(saudiBankName('80')).toEqual({ ar: 'مصرف الراجحي', en: 'Al Rajhi Bank' });
    expect(saudiBankName('05')?.en).toBe('Alinma Bank');
    expect(saudiBankName('10')?.ar).toBe('البنك الأهلي السعودي');
    expect(saudiBankName('40')).toBeNull();
    expect(saudiBankName('99')).toBeNull();
    expect(saudiBankName('toString')).toBeNull();
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('SA0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
  });
});
