import type { EndowmentDraft } from '@bayan/shared';
import { pgErrorOf } from '../../../db/pg-error.js';
import type { Caller } from '../../../lib/caller.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { requireCompleteProfile } from '../profile-gate/require-complete-profile.js';
import { replayOf, requestHashOf, type Created } from './create-replay.js';
import { deedColumns } from './deed-columns.js';
import { deedFacts } from './deed-facts.js';
import { saveLists } from './deed-lists.js';
import { readView } from './deed-view.js';
import { endowerFromProfile, mergedEndower } from './endower-prefill.js';

const isKeyRace = (error: unknown) => pgErrorOf(error)?.constraint === 'endowments_idempotency_key';

/**
 * POST /api/endowments: a DRAFT owned by the caller once their profile is complete (403
 * ENDOWMENT_PROFILE_INCOMPLETE otherwise), its endower block filled from that profile and merged
 * with what the body gives, audited in the same transaction. Idempotency-Key honoured.
 */
export async function createDeed(
  deps: EndowmentsDeps,
  body: EndowmentDraft,
  caller: Caller,
  key: string | undefined,
): Promise<Created> {
  const hash = key === undefined ? null : requestHashOf(body);
  const replay = key === undefined ? undefined : await replayOf(deps, caller, key, hash!);
  if (replay) return replay;
  try {
    const deed = await deps.transact(async (repos, tx) => {
      await requireCompleteProfile(tx.db, caller.accountId, caller.lang);
      const profile = await deps.users.accounts.findById(caller.accountId, { tx });
      const endower = mergedEndower(profile ? endowerFromProfile(profile) : { key: 'endower' }, body.endower);
      const row = await repos.deeds.insert({
        ...deedColumns(body),
        ownerId: caller.accountId,
        idempotencyKey: key ?? null,
        requestHash: hash,
      });
      await saveLists(repos, row.id, { ...body, endower });
      await deps.audit.record(
        caller,
        { action: 'endowment.create', entity: 'endowment', entityId: row.pubkey, after: deedFacts(row) },
        { tx },
      );
      return readView(deps, row, tx);
    });
    return { deed, replayed: false };
  } catch (error) {
    // A concurrent call with the same key made the draft first: its draft is the answer.
    const raced = key !== undefined && isKeyRace(error) ? await replayOf(deps, caller, key, hash!) : undefined;
    if (raced) return raced;
    throw error;
  }
}
