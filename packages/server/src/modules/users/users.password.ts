import { randomInt } from 'node:crypto';
import { checkPassword } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';

// No 0/O, 1/l/I: the password is read from an email and typed by hand.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A first password for an account an admin created without one: 16 random characters (~93 bits). */
export function generatePassword(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** PRODUCT.md §5 rules for a password an admin types: common and personal words refused. */
export function assertStrongPassword(password: string, context: readonly (string | null | undefined)[]): void {
  if (checkPassword(password, context) !== null) throw new AppError('AUTH_WEAK_PASSWORD');
}
