import type { Caller } from '../../lib/caller.js';
import { takeIdProbe } from '../../lib/throttle/id-probes.js';
import type { UsersDeps } from './users.deps.js';
import type { UserRow } from './users.table.js';

/**
 * Whether a self-edit changes the account's ID number: given, and not the one its profile shows
 * (a registration's unbound number included, so saving an untouched form changes nothing).
 * Setting one, replacing it or clearing it are changes.
 */
export function changesIdNumber(
  account: Pick<UserRow, 'idNumber' | 'pendingIdNumber'>,
  idNumber: string | null | undefined,
): boolean {
  return idNumber !== undefined && idNumber !== (account.idNumber ?? account.pendingIdNumber);
}

/**
 * A write is about to try an ID number the account does not hold: whether another account holds
 * it is an answer (USERS_DUPLICATE), so the caller takes one ID-number probe first, per account
 * and per IP (lib/throttle/id-probes.ts), whatever the answer. Called before the write's
 * transaction, so the probe stays counted when the answer is the 409 that rolls it back.
 */
export async function probeIdNumber(
  deps: UsersDeps,
  caller: Caller,
  held: string | null,
  idNumber: string | null | undefined,
): Promise<void> {
  if (!idNumber || idNumber === held) return;
  await takeIdProbe(deps.repos.throttles, { accountId: caller.accountId, ip: caller.ip }, deps.clock.now());
}
