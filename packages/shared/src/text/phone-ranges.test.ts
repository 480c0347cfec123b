import { describe, expect, it } from 'vitest';
import { checkSaudiMobile, isAllocatedSaudiMobile } from './phone.js';

describe('Saudi mobile ranges in service (libphonenumber metadata)', () => {
  it.each([
    ['0512345678', '+966512345678'],
    ['512345678', '+966512345678'],
    ['+966 50 123 4567', '+966501234567'],
    ['٠٥٥٥١٢٣٤٥٦', '+966555123456'],
    ['۰۵۹۹۱۲۳۴۵۶', '+966599123456'],
    ['00966581234567', '+966581234567'],
    ['0570000000', '+966570000000'],
    ['+966579012345', '+966579012345'],
    ['+966579812345', '+966579812345'],
  ])('reads %j as %s', (input, e164) => {
    expect(checkSaudiMobile(input)).toEqual({ ok: true, value: e164 });
  });

  it.each([
    '0520000000', // 052 is not allocated
    '+966579912345', // nor 5799
    '0412345678', // a landline prefix
    '051234567', // too short
    '+971501234567', // another country
    '',
  ])('refuses %j', (input) => {
    expect(checkSaudiMobile(input)).toEqual({ ok: false, message: 'field.phone' });
  });

  it('is stricter than the shape alone', () => {
    expect(isAllocatedSaudiMobile('+966521234567')).toBe(false);
    expect(isAllocatedSaudiMobile('+966531234567')).toBe(true);
  });
});
