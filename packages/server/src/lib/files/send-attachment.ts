import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './file-name.js';
import type { StoredFile } from './file-store.js';

/** A stored upload as the API hands it out: its sniffed type, its uploader's name, its bytes. */
export interface DownloadFile extends StoredFile {
  type: string;
  name: string;
}

/**
 * Sends an upload as a download with its sniffed type, never rendered in the app's origin, never
 * cached by a shared cache. The stream is piped as it is; the route's response schema only documents it.
 */
export function sendAttachment(reply: FastifyReply, file: DownloadFile) {
  return reply
    .type(file.type)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream as never);
}
