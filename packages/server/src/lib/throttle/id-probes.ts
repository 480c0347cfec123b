import type { ErrorCode } from '@bayan/shared';
import { HOUR_MS, takeOrThrow, type Rate } from './limit.js';
import type { ThrottleRepository } from './throttle.repository.js';

/**
 * Every answer that can tell whether some account holds a national ID number (a self-edit's
 * USERS_DUPLICATE, the clinic's CLINIC_ID_NUMBER_TAKEN, a staff edit of a patient) is an oracle
 * over the ID numbers of the country: each call that tries an ID number the account does not
 * already hold takes one hit, per calling account and per IP, whatever the answer, so a caller
 * learns at most this many answers an hour.
 */
export const ID_PROBES_PER_ACCOUNT: Rate = { limit: 10, windowMs: HOUR_MS };
export const ID_PROBES_PER_IP: Rate = { limit: 30, windowMs: HOUR_MS };

export interface IdProber {
  /** The calling account (null: an anonymous caller). */
  accountId: number | null;
  ip: string | null;
}

/** Takes one ID-number probe for the caller, or throws the 429 that says when another is allowed. */
export async function takeIdProbe(
  throttles: ThrottleRepository,
  prober: IdProber,
  now: Date,
  code: ErrorCode = 'RATE_LIMITED',
): Promise<void> {
  if (prober.accountId !== null)
    await takeOrThrow(throttles, `idprobe:account:${prober.accountId}`, ID_PROBES_PER_ACCOUNT, now, code);
  if (prober.ip) await takeOrThrow(throttles, `idprobe:ip:${prober.ip}`, ID_PROBES_PER_IP, now, code);
}
