import type { AttachmentKind, EndowmentAttachment } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { withStoredBytes } from '../../../lib/files/stored-upload.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { UploadedFile } from '../../../lib/http/multipart-form.js';
import { refusalOf } from '../deeds/deed-access.js';
import { attachmentView } from '../deeds/deed-view.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { attachmentFacts } from './attachment-facts.js';
import { ATTACHMENTS_PER_DEED } from './attachments.table.js';

/**
 * POST /api/endowments/:pubkey/attachments: the owner adds a checked file (multipart-form.ts has
 * judged it by content) to their DRAFT, at most ATTACHMENTS_PER_DEED of them. The deed row is
 * locked while the files are counted, so two uploads cannot both take the last place; the bytes
 * are stored first under a random key and removed again if the row is refused.
 */
export async function addAttachment(
  deps: EndowmentsDeps,
  pubkey: string,
  kind: AttachmentKind,
  upload: UploadedFile,
  caller: Caller,
): Promise<EndowmentAttachment> {
  return withStoredBytes(deps.files, upload.bytes, (fileKey) =>
    deps.transact(async (repos, tx) => {
      const deed = await repos.deeds.lockDraft(pubkey, caller.accountId);
      if (!deed) throw await refusalOf(deps, pubkey, caller, tx);
      if ((await repos.attachments.countOf(deed.id)) >= ATTACHMENTS_PER_DEED)
        throw new AppError('ENDOWMENT_ATTACHMENTS_FULL');
      const row = await repos.attachments.insert({
        endowmentId: deed.id,
        kind,
        fileKey,
        fileName: upload.name,
        fileType: upload.type,
        fileSize: upload.bytes.length,
      });
      await deps.audit.record(
        caller,
        { action: 'endowment.attachment_add', entity: 'endowment', entityId: pubkey, after: attachmentFacts(row) },
        { tx },
      );
      return attachmentView(row);
    }),
  );
}
