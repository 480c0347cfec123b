import { describe, expect, it } from 'vitest';
import { birthdaySchema, idNumberSchema, isPlausibleBirthday, registerOtpVerifySchema } from './auth-contract.js';
import { checkPassword } from './password-policy.js';

const messagesOf = (value: string) => {
  const result = idNumberSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('idNumberSchema', () => {
  it('accepts a Luhn-valid national ID or iqama, in either digit set', () => {
    expect(idNumberSchema.parse('1012345672')).toBe('1012345672');
    expect(idNumberSchema.parse('١٠١٢٣٤٥٦٧٢')).toBe('1012345672');
    expect(idNumberSchema.parse('2000000006')).toBe('2000000006');
  });

  it('refuses a wrong check digit apart from a wrong shape', () => {
    expect(messagesOf('1012345678')).toEqual(['field.idNumberChecksum']);
    expect(messagesOf('3012345672')).toEqual(['field.idNumber']);
    expect(messagesOf('101234567')).toEqual(['field.idNumber']);
  });
});

describe('registerOtpVerifySchema', () => {
  it('normalises the phone and the code digits', () => {
    expect(registerOtpVerifySchema.parse({ phone: '0512345678', code: '١٢٣٤٥٦' })).toEqual({
      phone: '+966512345678',
      code: '123456',
    });
  });
});

describe('checkPassword', () => {
  it('refuses common passwords and the account’s own words', () => {
    expect(checkPassword('Password2024!')).toBe('common');
    expect(checkPassword('123456789012')).toBe('common');
    expect(checkPassword('Huda.Alharbi!1', ['Huda', 'Alharbi'])).toBe('personal');
    expect(checkPassword('quiet-lantern-orbit')).toBeNull();
  });
});

describe('birthdaySchema', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('takes ages 0 to 120: today, and the same day 120 years ago, but not a day earlier or later', () => {
    expect(isPlausibleBirthday('2026-11-25', now)).toBe(true);
    expect(isPlausibleBirthday('1906-11-25', now)).toBe(true);
    expect(isPlausibleBirthday('1906-11-24', now)).toBe(false);
    expect(isPlausibleBirthday('2026-11-26', now)).toBe(false);
  });

  it('refuses a Hijri year typed as a Gregorian one, with the range message', () => {
    const parsed = birthdaySchema.safeParse('1415-03-10');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('field.birthdayRange');
    expect(birthdaySchema.safeParse('1994-08-18').success).toBe(true);
  });
});
