import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; a const enum, which isolated modules cannot import. */
const ARGON2ID = 2;

/** PRODUCT.md §5: argon2id, m = 19 MiB, t = 2, p = 1. */
export const PASSWORD_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * For random secrets of 50 bits or more (recovery codes): their strength is their entropy, not the
 * hash's cost, so a light argon2id (m = 4 MiB, t = 1) still puts an offline search of one code past
 * any budget, while a login with a recovery code checks up to ten of them in milliseconds.
 */
export const RANDOM_SECRET_PARAMS = { ...PASSWORD_PARAMS, memoryCost: 4_096, timeCost: 1 };

export function hashPassword(password: string, params = PASSWORD_PARAMS): Promise<string> {
  return hash(password, params);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash was made with weaker parameters than today's, so it is redone at login. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return m! < PASSWORD_PARAMS.memoryCost || t! < PASSWORD_PARAMS.timeCost || p! < PASSWORD_PARAMS.parallelism;
}

/** Verified against when no account matches, so an unknown login costs as long as a known one. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-that-matches-nothing');
  return decoyHash;
}
