import { invalid, valid, type Checked } from './checked.js';
import { compactCode } from './digits.js';

/** Saudi mobile numbers in any common spelling (05…, 5…, 9665…, +9665…, 009665…, Arabic-Indic digits) to E.164. */
export function normalizePhone(input: string): string {
  const digits = compactCode(input).replace(/[().]/g, '');
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

/**
 * The Saudi mobile ranges in service, after +966: libphonenumber's metadata for SA, mobile type
 * (libphonenumber-js 1.13.16, metadata.max.json: `579[0-8]\d{5}|5(?:[013-689]\d|7[0-8])\d{6}`).
 * Written out here rather than importing libphonenumber-js: its smallest build with metadata
 * weighs ~80 KB for one country's one rule, and a page's first load must not carry it (issue 14).
 * Older metadata had `579[01]`, hence the waqf notes' "5792 unallocated" vector; 052… and 5799…
 * are still unallocated. Refresh this line when the metadata changes.
 */
const SAUDI_MOBILE_RANGES = /^\+966(?:579[0-8]\d{5}|5(?:[013-689]\d|7[0-8])\d{6})$/;

/** A Saudi mobile number in E.164 within a range in service (stricter than isSaudiMobile's shape). */
export function isAllocatedSaudiMobile(e164: string): boolean {
  return SAUDI_MOBILE_RANGES.test(e164);
}

/** A Saudi mobile as typed (05…, 5…, +9665…, Arabic-Indic digits) to E.164, or why not. */
export function checkSaudiMobile(input: string): Checked<string, 'field.phone'> {
  const e164 = normalizePhone(input);
  return isAllocatedSaudiMobile(e164) ? valid(e164) : invalid('field.phone');
}
