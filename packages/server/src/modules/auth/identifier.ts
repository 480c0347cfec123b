import { toLatinDigits, type LoginBody } from '@bayan/shared';
import type { Identifier } from '../users/users.repository.js';

/** Saudi mobile numbers in any common spelling (05…, 9665…, +9665…, Arabic-Indic digits) to E.164. */
export function normalizePhone(input: string): string {
  const digits = toLatinDigits(input).replace(/[\s()-]/g, '');
  if (/^05\d{8}$/.test(digits)) return `+966${digits.slice(1)}`;
  if (/^9665\d{8}$/.test(digits)) return `+${digits}`;
  if (/^009665\d{8}$/.test(digits)) return `+${digits.slice(2)}`;
  return digits;
}

/** Which account field a login value names: email by its "@", else phone or national ID number. */
export function identifierOf(body: LoginBody): Identifier {
  if (body.email) return { email: body.email };
  if (body.phone) return { phone: normalizePhone(body.phone) };
  if (body.idNumber) return { idNumber: toLatinDigits(body.idNumber) };
  const login = body.login ?? '';
  if (login.includes('@')) return { email: login };
  const digits = toLatinDigits(login).trim();
  return /^[12]\d{9}$/.test(digits) ? { idNumber: digits } : { phone: normalizePhone(digits) };
}
