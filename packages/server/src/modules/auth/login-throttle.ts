import { attemptOrThrow, takeOrThrow } from '../../lib/throttle/limit.js';
import type { LockPolicy } from '../../lib/throttle/throttle.repository.js';
import type { AuthDeps } from './auth.deps.js';

/** Per identity: locked 60 s after 5 consecutive failures, 60 s more per further failure, 15 min at most. */
export const IDENTITY_LOCK: LockPolicy = { windowMs: 24 * 3600_000, lockAfter: 5, stepMs: 60_000, maxMs: 15 * 60_000 };
/** Per IP: at most 10 failed logins in 15 minutes. */
export const IP_FAILURES = { limit: 10, windowMs: 15 * 60_000 };

const ipKey = (ip: string) => `login:ip:${ip}`;
const identityLockKey = (identity: string) => `login:id:${identity}`;

/**
 * Login throttling (PRODUCT.md §5). An attempt reserves its place in both counters before the
 * password is checked, so a burst of concurrent guesses cannot slip past the limits; a success
 * gives the places back, a failure keeps them.
 */
export class LoginThrottle {
  constructor(private readonly deps: AuthDeps) {}

  private get throttles() {
    return this.deps.repos.throttles;
  }

  async reserve(identity: string, ip: string | null): Promise<void> {
    const now = this.deps.clock.now();
    if (ip) await takeOrThrow(this.throttles, ipKey(ip), IP_FAILURES, now);
    try {
      await attemptOrThrow(this.throttles, identityLockKey(identity), IDENTITY_LOCK, now);
    } catch (error) {
      if (ip) await this.throttles.release(ipKey(ip));
      throw error;
    }
  }

  async succeeded(identity: string, ip: string | null): Promise<void> {
    await this.throttles.reset(identityLockKey(identity));
    if (ip) await this.throttles.release(ipKey(ip));
  }

  /** Lifts the lock of every identity of an account (its password was just reset by email). */
  async clear(identities: string[]): Promise<void> {
    for (const identity of identities) await this.throttles.reset(identityLockKey(identity));
  }
}
