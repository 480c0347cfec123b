import { toLatinDigits } from '../text/digits.js';

/** Which account field a typed `login` names. */
export type LoginKind = 'email' | 'phone' | 'idNumber';

/**
 * How the server reads `login` (login, forget-password) and the web says where a link went: an
 * "@" is an email address, ten digits starting 1 or 2 a national ID or iqama, anything else a phone.
 */
export function loginKind(login: string): LoginKind {
  const value = login.trim();
  if (value.includes('@')) return 'email';
  return /^[12]\d{9}$/.test(toLatinDigits(value)) ? 'idNumber' : 'phone';
}
