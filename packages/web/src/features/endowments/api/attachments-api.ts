import { ENDOWMENTS_ROUTES, type AttachmentKind, type EndowmentAttachment } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** Uploads the endower's ID card or passport (multipart: `kind`, then `file`). */
export function uploadAttachment(pubkey: string, kind: AttachmentKind, file: File) {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  return apiRequest<EndowmentAttachment>(routePath(ENDOWMENTS_ROUTES['endowments.uploadAttachment'], { pubkey }), {
    method: 'POST',
    body,
  });
}

export const deleteAttachment = (pubkey: string, attachment: string) =>
  apiRequest<void>(routePath(ENDOWMENTS_ROUTES['endowments.deleteAttachment'], { pubkey, attachment }), {
    method: 'DELETE',
  });

export const downloadAttachment = (pubkey: string, attachment: EndowmentAttachment) =>
  downloadFile(
    routePath(ENDOWMENTS_ROUTES['endowments.downloadAttachment'], { pubkey, attachment: attachment.pubkey }),
    attachment.fileName,
  );
