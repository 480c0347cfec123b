import type { Caller } from '../../../lib/caller.js';
import type { StoredFile } from '../../../lib/files/file-store.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { deedWithReadableFiles } from './attachment-access.js';

export interface AttachmentFile extends StoredFile {
  name: string;
  type: string;
}

/** GET …/attachments/:attachment: the file's bytes, for whoever may read the deed's files. */
export async function openAttachment(
  deps: EndowmentsDeps,
  pubkey: string,
  attachment: string,
  caller: Caller,
): Promise<AttachmentFile> {
  const deed = await deedWithReadableFiles(deps, pubkey, caller);
  const row = await deps.repos.attachments.find(deed.id, attachment);
  const stored = row ? await deps.files.read(row.fileKey) : undefined;
  if (!row || !stored) throw new AppError('ENDOWMENT_ATTACHMENT_NOT_FOUND');
  return { ...stored, name: row.fileName, type: row.fileType };
}
