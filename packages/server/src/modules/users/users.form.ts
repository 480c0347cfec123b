import type { FastifyRequest } from 'fastify';
import { USER_FILE_MAX_BYTES } from '@bayan/shared';
import { safeFileName } from '../../lib/files/file-name.js';
import { sniffFileType } from '../../lib/files/file-type.js';
import { AppError } from '../../lib/http/app-error.js';
import type { UploadedFile } from './users.files.js';

/** @fastify/multipart limits for the user forms: one file of at most 5 MiB and a few short fields. */
export const USER_FORM_LIMITS = {
  fileSize: USER_FILE_MAX_BYTES,
  files: 1,
  fields: 30,
  parts: 31,
  fieldNameSize: 64,
  fieldSize: 4096,
  headerPairs: 20,
};

const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/** The checked file of a user form, if one was sent. */
export function uploadOf(request: FastifyRequest): UploadedFile | undefined {
  return uploads.get(request);
}

/**
 * preValidation hook of the multipart user routes: the text fields become `request.body`, so the
 * route's zod schema validates them (and localises field errors) exactly as for a JSON body; the
 * `file` part is read whole, recognised by its first bytes and kept apart for the handler.
 */
export async function readUserForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields = new Map<string, unknown>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
        fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw new AppError('MALFORMED_BODY');
      const bytes = await part.toBuffer();
      // A form whose file input was left empty still sends an empty, nameless part.
      if (bytes.length === 0 && !part.filename) continue;
      const type = sniffFileType(bytes);
      if (!type) throw new AppError('USERS_FILE_TYPE');
      uploads.set(request, { bytes, type, name: safeFileName(part.filename, type) });
    }
  } catch (error) {
    throw asFormError(error);
  }
  request.body = Object.fromEntries(fields);
}

function asFormError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('USERS_FILE_TOO_LARGE');
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  // Anything else here is the client's broken multipart (truncated body, bad boundary…).
  return new AppError('MALFORMED_BODY');
}
