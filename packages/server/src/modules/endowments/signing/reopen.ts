import { REOPENABLE_STATUSES, WITHDRAWABLE_STATUSES, type EndowmentSigning } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { ownedDeed } from '../deeds/deed-access.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { partyAccount } from './party-proof.js';
import { resignNotice } from './signing-messages.js';
import { signingView } from './signing-view.js';
import { recordTransition, stateOf } from './transition.js';

const has = (list: readonly string[], status: string) => list.includes(status);

/**
 * POST …/reopen (waqf notes §8: an edit after submission). SUBMITTED, UNDER_REVIEW or
 * CHANGES_REQUESTED → DRAFT at version n+1; every signature of version n is REVOKED in the same
 * transaction, and those who had signed are told a new signature will be needed. The swap takes the
 * deed's row lock, so a signature racing it lands either before (and is revoked) or not at all.
 */
export async function reopenDeed(deps: EndowmentsDeps, pubkey: string, caller: Caller): Promise<EndowmentSigning> {
  const settled = await deps.transact(async (repos, tx) => {
    const deed = await ownedDeed(deps, pubkey, caller, tx);
    if (!has(REOPENABLE_STATUSES, deed.status)) throw new AppError('ENDOWMENT_WRONG_STATE');
    const after = await repos.signing.swap(deed.id, REOPENABLE_STATUSES, {
      status: 'DRAFT',
      version: deed.version + 1,
      contentHash: null,
    });
    if (!after) throw new AppError('ENDOWMENT_WRONG_STATE');
    // Read after the swap: a signature that committed while this waited for the lock is seen and revoked.
    const signed = (await repos.signing.signaturesOf(deed.id, deed.version)).filter(
      (s) => s.role !== 'ENDOWER' && s.state === 'SIGNED',
    );
    await repos.signing.revokeVersion(deed.id, deed.version, deps.clock.now(), true);
    for (const signature of signed) {
      const account = await partyAccount(deps, repos, tx, signature, deed.pubkey);
      if (account) await deps.notifications.notify(account, resignNotice(signature.pubkey), tx);
    }
    await recordTransition(deps, repos, tx, {
      action: 'endowment.reopen',
      actor: caller,
      before: stateOf(deed),
      deed: after,
      concerns: { version: deed.version, hash: deed.contentHash },
    });
    return after;
  });
  return signingView(deps, settled);
}

/** POST …/withdraw: any state before FINAL → WITHDRAWN, read-only; open invitations are revoked. */
export async function withdrawDeed(deps: EndowmentsDeps, pubkey: string, caller: Caller): Promise<EndowmentSigning> {
  const settled = await deps.transact(async (repos, tx) => {
    const deed = await ownedDeed(deps, pubkey, caller, tx);
    if (!has(WITHDRAWABLE_STATUSES, deed.status)) throw new AppError('ENDOWMENT_WRONG_STATE');
    const after = await repos.signing.swap(deed.id, WITHDRAWABLE_STATUSES, { status: 'WITHDRAWN' });
    if (!after) throw new AppError('ENDOWMENT_WRONG_STATE');
    if (deed.version > 0) await repos.signing.revokeVersion(deed.id, deed.version, deps.clock.now(), false);
    await recordTransition(deps, repos, tx, {
      action: 'endowment.withdraw',
      actor: caller,
      before: stateOf(deed),
      deed: after,
    });
    return after;
  });
  return signingView(deps, settled);
}
