import type { ErrorCode } from '@bayan/shared';
import { RateLimitedError } from './rate-limited-error.js';
import type { LockPolicy, ThrottleRepository } from './throttle.repository.js';

/** At most `limit` hits per `windowMs`. */
export interface Rate {
  limit: number;
  windowMs: number;
}

export const HOUR_MS = 3600_000;

/** Takes one hit of `rate` on `key`, or throws a 429 (`code`) saying when the window frees a place. */
export async function takeOrThrow(
  throttles: ThrottleRepository,
  key: string,
  rate: Rate,
  now: Date,
  code: ErrorCode = 'RATE_LIMITED',
): Promise<void> {
  if (await throttles.take(key, rate.limit, rate.windowMs, now)) return;
  throw new RateLimitedError(code, await throttles.waitMs(key, rate.windowMs, now));
}

/** Counts an attempt under a lock-out policy, or throws a 429 (`code`) saying when the lock ends. */
export async function attemptOrThrow(
  throttles: ThrottleRepository,
  key: string,
  policy: LockPolicy,
  now: Date,
  code: ErrorCode = 'AUTH_LOCKED',
): Promise<void> {
  if (await throttles.attempt(key, policy, now)) return;
  throw new RateLimitedError(code, await throttles.waitMs(key, policy.windowMs, now));
}
