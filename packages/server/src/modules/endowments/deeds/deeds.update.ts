import type { Endowment, EndowmentUpdate } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { refusalOf } from './deed-access.js';
import { deedColumns } from './deed-columns.js';
import { deedFacts } from './deed-facts.js';
import { saveLists } from './deed-lists.js';
import { readView } from './deed-view.js';

/**
 * PATCH /api/endowments/:pubkey, the wizard's autosave. One transaction: the compare-and-swap on
 * (owner, DRAFT, revision) moves the revision and takes the fields the body names, then each list
 * the body names replaces its rows; keys the body leaves out are kept, values are kept as typed.
 * When the swap changes nothing, the deed is read again to say why (404, not a draft, stale).
 *
 * Audit: one `endowment.save` event per save with the new revision and the names of the keys it
 * replaced, never their values (the content is personal and changes with every autosave).
 */
export async function updateDeed(
  deps: EndowmentsDeps,
  pubkey: string,
  { revision, ...draft }: EndowmentUpdate,
  caller: Caller,
): Promise<Endowment> {
  return deps.transact(async (repos, tx) => {
    const row = await repos.deeds.saveIfCurrent(pubkey, caller.accountId, revision, deedColumns(draft));
    if (!row) throw await refusalOf(deps, pubkey, caller, tx);
    await saveLists(repos, row.id, draft);
    const changed = Object.keys(draft).filter((key) => draft[key as keyof typeof draft] !== undefined);
    await deps.audit.record(
      caller,
      {
        action: 'endowment.save',
        entity: 'endowment',
        entityId: row.pubkey,
        before: { revision },
        after: { ...deedFacts(row), changed },
      },
      { tx },
    );
    return readView(deps, row, tx);
  });
}
