import type { AttachmentRow } from './attachments.table.js';

/** An attachment as its audit events name it: not its file name, which may carry a person's name. */
export const attachmentFacts = (row: AttachmentRow) => ({
  pubkey: row.pubkey,
  kind: row.kind,
  fileType: row.fileType,
  fileSize: row.fileSize,
});
