import { describe, expect, it } from 'vitest';
import { generateSync, verifySync } from 'otplib';
import { Secret } from 'otpauth';
import { codeAt, matchStep, newTotpSecret, otpauthUrl, stepAt } from './totp-code.js';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII of "12345678901234567890", codes of 8 digits. */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('the TOTP core', () => {
  it('gives the RFC 6238 appendix B codes (SHA-1, 8 digits) through the same HOTP core', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(codeAt(RFC_SECRET, stepAt(new Date(seconds * 1000)), 8), `T = ${seconds}`).toBe(code);
      // The product's 6 digits are the same number's last six (RFC 4226 §5.3: modulo 10^6).
      expect(codeAt(RFC_SECRET, stepAt(new Date(seconds * 1000)))).toBe(code.slice(2));
    }
  });

  it('agrees with another library (otplib) on fresh secrets over many moments', () => {
    for (let i = 0; i < 20; i += 1) {
      const secret = newTotpSecret();
      const seconds = 1_700_000_000 + i * 7919;
      const theirs = generateSync({ secret, epoch: seconds });
      expect(codeAt(secret, stepAt(new Date(seconds * 1000)))).toBe(theirs);
      expect(
        verifySync({ secret, token: codeAt(secret, stepAt(new Date(seconds * 1000))), epoch: seconds }).valid,
      ).toBe(true);
    }
  });

  it('accepts one step of drift either side, not two, and never a step already used', () => {
    const secret = newTotpSecret();
    const now = new Date(1_800_000_000_000);
    const step = stepAt(now);
    expect(matchStep(secret, codeAt(secret, step), now, null)).toBe(step);
    expect(matchStep(secret, codeAt(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchStep(secret, codeAt(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchStep(secret, codeAt(secret, step - 2), now, null)).toBeNull();
    expect(matchStep(secret, codeAt(secret, step + 2), now, null)).toBeNull();
    expect(matchStep(secret, codeAt(secret, step), now, step)).toBeNull();
    expect(matchStep(secret, codeAt(secret, step - 1), now, step - 1)).toBeNull();
    expect(matchStep(secret, codeAt(secret, step + 1), now, step)).toBe(step + 1);
    expect(matchStep(secret, '12345', now, null)).toBeNull();
  });

  it('writes an otpauth:// address apps read (issuer, account, SHA-1, 6 digits, 30 s)', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'بيان', 'admin@bayan.local'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('بيان');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
