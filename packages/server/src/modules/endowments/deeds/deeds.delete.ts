import type { Caller } from '../../../lib/caller.js';
import { discardFile } from '../../../lib/files/stored-upload.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { refusalOf } from './deed-access.js';
import { deedFacts } from './deed-facts.js';

/**
 * DELETE /api/endowments/:pubkey: the owner deletes a DRAFT, its rows with it (cascade) and, once
 * that has committed, its stored files that no other deed names (an amendment shares its settled
 * deed's files). Not theirs: 404; no longer a draft: 409. A draft that was
 * submitted once (reopened) keeps its versions, signatures and verification codes: 409
 * ENDOWMENT_WRONG_STATE (the endower withdraws it instead).
 */
export async function deleteDeed(deps: EndowmentsDeps, pubkey: string, caller: Caller): Promise<void> {
  const fileKeys = await deps.transact(async (repos, tx) => {
    const locked = await repos.deeds.lockDraft(pubkey, caller.accountId);
    if (!locked) throw await refusalOf(deps, pubkey, caller, tx);
    if (locked.version > 0) throw new AppError('ENDOWMENT_WRONG_STATE');
    const files = await repos.attachments.ofDeed(locked.id);
    const deleted = await repos.deeds.deleteDraft(pubkey, caller.accountId);
    await deps.audit.record(
      caller,
      { action: 'endowment.delete', entity: 'endowment', entityId: pubkey, before: deedFacts(deleted ?? locked) },
      { tx },
    );
    return files.map((file) => file.fileKey);
  });
  const orphans = await deps.repos.attachments.unreferenced(fileKeys);
  await Promise.all(orphans.map((key) => discardFile(deps.files, key)));
}
