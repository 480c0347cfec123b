import { toLatinDigits } from './digits.js';

/** Saudi mobile numbers in any common spelling (05…, 5…, 9665…, +9665…, 009665…, Arabic-Indic digits) to E.164. */
export function normalizePhone(input: string): string {
  const digits = toLatinDigits(input).replace(/[\s().-]/g, '');
  if (/^05\d{8}$/.test(digits)) return `+966${digits.slice(1)}`;
  if (/^5\d{8}$/.test(digits)) return `+966${digits}`;
  if (/^9665\d{8}$/.test(digits)) return `+${digits}`;
  if (/^009665\d{8}$/.test(digits)) return `+${digits.slice(2)}`;
  return digits;
}

/** A Saudi mobile number in E.164: +9665XXXXXXXX. */
export function isSaudiMobile(e164: string): boolean {
  return /^\+9665\d{8}$/.test(e164);
}
