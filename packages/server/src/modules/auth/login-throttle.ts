import { AppError } from '../../lib/http/app-error.js';
import { IDENTITY_LOCK } from '../../lib/throttle/identity-lock.js';
import type { AuthDeps } from './auth.deps.js';
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
    if (ip && !(await this.throttles.take(ipKey(ip), IP_FAILURES.limit, IP_FAILURES.windowMs, now))) {
      throw new AppError('RATE_LIMITED');
    }
    if (!(await this.throttles.attempt(identityLockKey(identity), IDENTITY_LOCK, now))) {
      if (ip) await this.throttles.release(ipKey(ip));
      throw new AppError('AUTH_LOCKED');
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
