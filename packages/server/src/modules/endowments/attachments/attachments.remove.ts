import type { Caller } from '../../../lib/caller.js';
import { discardFile } from '../../../lib/files/stored-upload.js';
import { AppError } from '../../../lib/http/app-error.js';
import { refusalOf } from '../deeds/deed-access.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { attachmentFacts } from './attachment-facts.js';

/**
 * DELETE …/attachments/:attachment: the owner removes a file of their DRAFT; once that has
 * committed its bytes go, unless another deed still names them (an amendment's copy of a settled
 * deed's file leaves the settled deed's file in place).
 */
export async function removeAttachment(
  deps: EndowmentsDeps,
  pubkey: string,
  attachment: string,
  caller: Caller,
): Promise<void> {
  const fileKey = await deps.transact(async (repos, tx) => {
    const deed = await repos.deeds.lockDraft(pubkey, caller.accountId);
    if (!deed) throw await refusalOf(deps, pubkey, caller, tx);
    const row = await repos.attachments.remove(deed.id, attachment);
    if (!row) throw new AppError('ENDOWMENT_ATTACHMENT_NOT_FOUND');
    await deps.audit.record(
      caller,
      { action: 'endowment.attachment_remove', entity: 'endowment', entityId: pubkey, before: attachmentFacts(row) },
      { tx },
    );
    return row.fileKey;
  });
  const [orphan] = await deps.repos.attachments.unreferenced([fileKey]);
  await discardFile(deps.files, orphan);
}
