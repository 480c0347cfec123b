import type { FieldIssue } from '@bayan/shared';
import { AppError } from './http/app-error.js';
import { verifyPassword } from './password-hash.js';
import { IDENTITY_LOCK } from './throttle/identity-lock.js';
import { attemptOrThrow } from './throttle/limit.js';
import type { ThrottleRepository } from './throttle/throttle.repository.js';

/**
 * A logged-in account proves its current password again (change-password, a new email or phone).
 * Every such guess, whichever call makes it, counts in one lock per account, like logins, so a
 * stolen access token cannot brute-force the password. AUTH_LOCKED while locked;
 * AUTH_WRONG_PASSWORD, with `wrongDetails` when given, for a wrong one.
 */
export async function proveCurrentPassword(
  throttles: ThrottleRepository,
  account: { id: number; passwordHash: string },
  password: string,
  now: Date,
  wrongDetails?: FieldIssue[],
): Promise<void> {
  const key = `password:${account.id}`;
  await attemptOrThrow(throttles, key, IDENTITY_LOCK, now);
  if (!(await verifyPassword(account.passwordHash, password))) throw new AppError('AUTH_WRONG_PASSWORD', wrongDetails);
  await throttles.reset(key);
}
