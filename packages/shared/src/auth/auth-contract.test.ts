import { describe, expect, it } from 'vitest';
import { idNumberSchema, registerOtpVerifySchema } from './auth-contract.js';
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
