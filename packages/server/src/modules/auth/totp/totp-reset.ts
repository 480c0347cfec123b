import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { writableTarget } from '../../users/users.access.js';
import type { AuthDeps } from '../auth.deps.js';

/**
 * Support's way back in (SUPERADMIN only: its route's access, shared auth-routes.ts) for someone who
 * lost both the phone with the app and the recovery codes: the account's app, any setup waiting,
 * the recovery codes and its passkeys are removed, and every session of the account ends (each
 * was proven by a factor now gone), with the audit event, in one transaction. An account whose role must have
 * a factor is asked to link an app again at its next login (the enrolment gate, access.ts).
 * One's own factor is changed from one's profile, with a code, not through this call.
 */
export class TotpReset {
  constructor(private readonly deps: AuthDeps) {}

  async reset(caller: Caller, pubkey: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.transact(async ({ totp, passkeys }, tx) => {
      const lookup = { forUpdate: true, tx };
      const user = writableTarget(caller, await this.deps.users.accounts.findByPubkey(pubkey, lookup));
      if (user.id === caller.accountId) throw new AppError('AUTH_TOTP_RESET_OWN');
      const app = Boolean((await totp.find(user.id))?.enabledAt);
      const keys = await passkeys.removeAllOf(user.id);
      if (!app && keys === 0) throw new AppError('AUTH_TOTP_NOT_ENABLED');
      await totp.remove(user.id);
      await this.deps.sessions.revokeAllForUser(user.id, now, undefined, tx);
      await this.deps.audit.record(
        caller,
        { action: 'auth.totp_reset', entity: 'user', entityId: user.pubkey },
        { tx, at: now },
      );
    });
  }
}
