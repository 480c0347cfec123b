import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@bayan/shared';
import { hashPassword, RANDOM_SECRET_PARAMS, verifyPassword } from '../../../lib/password-hash.js';

/** No 0/O, 1/I/L: a code copied from paper is read right. 32 letters, 10 of them: 50 bits. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

/** A code as typed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const looksLikeRecoveryCode = (code: string) => normaliseRecoveryCode(code).length === LENGTH;

function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Ten new codes, shown once, and their argon2 hashes (light: the codes are random), the only thing kept. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(
    codes.map((code) => hashPassword(normaliseRecoveryCode(code), RANDOM_SECRET_PARAMS)),
  );
  return { codes, hashes };
}

/** The stored code a typed one matches, if any. */
export async function findRecoveryCode<T extends { codeHash: string }>(stored: T[], code: string): Promise<T | null> {
  const typed = normaliseRecoveryCode(code);
  for (const row of stored) if (await verifyPassword(row.codeHash, typed)) return row;
  return null;
}
