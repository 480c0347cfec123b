import { HOUR_MS, attemptOrThrow, takeOrThrow, type Rate } from '../../lib/throttle/limit.js';
import { RateLimitedError } from '../../lib/throttle/rate-limited-error.js';
import { IDENTITY_LOCK } from '../../lib/throttle/identity-lock.js';
import type { AuthDeps } from './auth.deps.js';
/** Per IP: at most 10 failed logins in 15 minutes. */
export const IP_FAILURES: Rate = { limit: 10, windowMs: 15 * 60_000 };
/** Per IP past IP_FAILURES: checks of identities without recent failures, an hour. */
export const IP_OVERFLOW: Rate = { limit: 100, windowMs: HOUR_MS };

const ipKey = (ip: string) => `login:ip:${ip}`;
const overflowKey = (ip: string) => `login:ip-overflow:${ip}`;
const identityLockKey = (identity: string) => `login:id:${identity}`;
const deviceLockKey = (device: string) => `login:device:${device}`;

/** Which counters an attempt took a place in: given back on success, kept on failure. */
export type Reservation =
  | { kind: 'device'; identity: string; device: string }
  | { kind: 'ip' | 'overflow'; identity: string; ip: string | null };

/**
 * Login throttling (PRODUCT.md §5). An attempt reserves its place in the counters before the
 * password is checked, so a burst of concurrent guesses cannot slip past the limits; a success
 * gives the places back, a failure keeps them. The limits cannot be turned against real users:
 *
 * - A known device (device-token.ts: this browser logged in to this identity before) is counted
 *   on its own lock (the same +60 s after 5 failures), not on the identity's lock or the IP's
 *   limit: someone failing on the account, or from the same NAT, does not lock its owner out.
 * - Past the IP's 10 failures, an identity with no failure in its window is still checked (at
 *   most 100 an hour per IP), so a shared address does not block everyone's correct password; a
 *   wrong one there answers 429 and marks the identity, so a spray gets one guess per account.
 */
export class LoginThrottle {
  constructor(private readonly deps: AuthDeps) {}

  private get throttles() {
    return this.deps.repos.throttles;
  }

  async reserve(identity: string, ip: string | null, device: string | null): Promise<Reservation> {
    const now = this.deps.clock.now();
    if (device) {
      await attemptOrThrow(this.throttles, deviceLockKey(device), IDENTITY_LOCK, now);
      return { kind: 'device', identity, device };
    }
    const overIpLimit =
      ip !== null && !(await this.throttles.take(ipKey(ip), IP_FAILURES.limit, IP_FAILURES.windowMs, now));
    if (overIpLimit) await this.overflow(identity, ip, now);
    const reservation: Reservation = { kind: overIpLimit ? 'overflow' : 'ip', identity, ip };
    try {
      await attemptOrThrow(this.throttles, identityLockKey(identity), IDENTITY_LOCK, now);
    } catch (error) {
      await this.giveBack(reservation);
      throw error;
    }
    return reservation;
  }

  async succeeded(reservation: Reservation): Promise<void> {
    if (reservation.kind === 'device') return this.throttles.reset(deviceLockKey(reservation.device));
    await this.throttles.reset(identityLockKey(reservation.identity));
    await this.giveBack(reservation);
  }

  /**
   * A right password for an account with a second factor: this attempt is given back, but the
   * identity's earlier failures stay counted until the code is right too, so typing the password
   * again does not buy more guesses at the code.
   */
  async passedPassword(reservation: Reservation): Promise<void> {
    if (reservation.kind === 'device') return this.throttles.releaseAttempt(deviceLockKey(reservation.device));
    await this.throttles.releaseAttempt(identityLockKey(reservation.identity));
    await this.giveBack(reservation);
  }

  /** A wrong password: the places stay taken; past the IP's limit the answer is the IP's 429. */
  async failed(reservation: Reservation): Promise<void> {
    if (reservation.kind !== 'overflow' || !reservation.ip) return;
    const now = this.deps.clock.now();
    throw new RateLimitedError(
      'RATE_LIMITED',
      await this.throttles.waitMs(ipKey(reservation.ip), IP_FAILURES.windowMs, now),
    );
  }

  /**
   * A passwordless login (a passkey, no identity typed): its place is taken in the IP's failures
   * before the check, given back on success, kept on failure, like a password's (IP_FAILURES).
   */
  async reserveIp(ip: string | null): Promise<void> {
    if (ip) await takeOrThrow(this.throttles, ipKey(ip), IP_FAILURES, this.deps.clock.now());
  }

  async releaseIp(ip: string | null): Promise<void> {
    if (ip) await this.throttles.release(ipKey(ip));
  }

  /** Lifts the lock of every identity of an account (its password was just reset by email). */
  async clear(identities: string[]): Promise<void> {
    for (const identity of identities) await this.throttles.reset(identityLockKey(identity));
  }

  /** The IP is past its failures: only an identity without recent failures may still be checked. */
  private async overflow(identity: string, ip: string, now: Date): Promise<void> {
    const state = await this.throttles.get(identityLockKey(identity));
    const fresh =
      !state || state.count === 0 || state.windowStartedAt.getTime() <= now.getTime() - IDENTITY_LOCK.windowMs;
    if (!fresh) {
      throw new RateLimitedError('RATE_LIMITED', await this.throttles.waitMs(ipKey(ip), IP_FAILURES.windowMs, now));
    }
    await takeOrThrow(this.throttles, overflowKey(ip), IP_OVERFLOW, now);
  }

  private async giveBack(reservation: Reservation): Promise<void> {
    if (reservation.kind === 'device' || !reservation.ip) return;
    const key = reservation.kind === 'ip' ? ipKey(reservation.ip) : overflowKey(reservation.ip);
    await this.throttles.release(key);
  }
}
