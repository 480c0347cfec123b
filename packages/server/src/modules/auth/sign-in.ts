import type { Tokens } from '@bayan/shared';
import type { Client } from '../../lib/caller.js';
import type { Tx } from '../../lib/module/transaction.js';
import type { SessionService } from '../sessions/session.service.js';
import { toProfile } from '../users/users.mapper.js';
import type { UserRow } from '../users/users.table.js';
import type { MfaFlags } from './totp/mfa-policy.js';

/**
 * A new session for the account and the tokens a login answers with, in the flow's transaction;
 * `mfa` (read before the transaction) tells the web app whether the second factor is on or owed.
 */
export async function signIn(
  sessions: SessionService,
  user: UserRow,
  client: Client,
  now: Date,
  tx: Tx | undefined,
  mfa: MfaFlags,
): Promise<Tokens> {
  return { ...(await sessions.issue(user, client, now, tx)), profile: { ...toProfile(user), ...mfa } };
}
