import type { EndowmentStatus } from '@bayan/shared';
import type { AuditActor } from '../../../lib/caller.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { EndowmentsDeps, EndowmentsRepos } from '../endowments.deps.js';
import type { EndowmentRow } from '../deeds/deeds.table.js';
import { endowerNotice } from './signing-messages.js';

type SigningAction =
  | 'endowment.submit'
  | 'endowment.view'
  | 'endowment.sign'
  | 'endowment.signed_by_all'
  | 'endowment.reject'
  | 'endowment.reopen'
  | 'endowment.withdraw'
  | 'endowment.finalize'
  | 'endowment.register'
  | 'endowment.amend';

export interface DeedState {
  status: EndowmentStatus;
  version: number;
  hash: string | null;
}

export const stateOf = (deed: EndowmentRow): DeedState => ({
  status: deed.status,
  version: deed.version,
  hash: deed.contentHash,
});

export interface TransitionInput {
  action: SigningAction;
  actor: AuditActor;
  before: DeedState;
  /** The deed after the compare-and-swap. */
  deed: EndowmentRow;
  /** The version and hash concerned when the deed's own are not (a reopen names the revoked version). */
  concerns?: { version: number; hash: string | null };
  /** What the audit event adds to the state; a refusal carries the signer's `reason`, which the audit log shows. */
  extra?: {
    invitation?: string;
    role?: string;
    docNumber?: string;
    pdfHash?: string;
    amendment?: string;
    reason?: string;
  };
  /** Whether the endower hears of it (default: when the state changed, or a party signed). */
  notify?: boolean;
}

/**
 * Records one transition where it must be: the timeline row (actor, time, IP, user agent, version,
 * hash), the audit event, and the endower's notice, all in the transition's transaction.
 */
export async function recordTransition(
  deps: EndowmentsDeps,
  repos: EndowmentsRepos,
  tx: Tx,
  input: TransitionInput,
): Promise<void> {
  const { deed, before, actor, action } = input;
  const concerns = input.concerns ?? { version: deed.version, hash: deed.contentHash };
  const now = deps.clock.now();
  await repos.signing.recordTransition({
    endowmentId: deed.id,
    action,
    actorId: actor.accountId ?? null,
    at: now,
    fromStatus: before.status,
    toStatus: deed.status,
    version: concerns.version,
    contentHash: concerns.hash,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
  await deps.audit.record(
    actor,
    {
      action,
      entity: 'endowment',
      entityId: deed.pubkey,
      before,
      after: { status: deed.status, version: concerns.version, hash: concerns.hash, ...input.extra },
    },
    { tx },
  );
  const changed = before.status !== deed.status;
  if (input.notify ?? (changed || action === 'endowment.sign')) {
    await deps.notifications.notify(deed.ownerId, endowerNotice(deed.pubkey, deed.status, !changed), tx);
  }
}
