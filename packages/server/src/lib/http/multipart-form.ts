import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@bayan/shared';
import { safeFileName } from '../files/file-name.js';
import { sniffFileType, type SniffedType } from '../files/file-type.js';
import { checkedContent } from '../files/upload-content.js';
import { AppError } from './app-error.js';
import { acceptsEmptyBody, sendsNoBody } from './empty-body.js';

/** One file input of a form: how many files it takes, how large each may be, which types. */
export interface FileFieldSpec {
  maxCount: number;
  /** PRODUCT.md §5: at most 5 MiB per file. */
  maxBytes: number;
  types: readonly SniffedType[];
}

/**
 * A form's shape. `codes` lets a route keep the error codes its clients already know (the users
 * forms answer USERS_FILE_TYPE); other routes get the generic UPLOAD_* codes.
 */
export interface FormSpec<F extends string> {
  fields: readonly string[];
  files: Record<F, FileFieldSpec>;
  codes?: { type?: ErrorCode; tooLarge?: ErrorCode };
}

/**
 * An upload checked by content: its type sniffed from its first bytes, its size within the limit,
 * and all of it checked (lib/files/upload-content.ts). `bytes` are what is to be stored: an image
 * re-encoded without its metadata, a PDF as sent.
 */
export interface UploadedFile {
  bytes: Buffer;
  type: SniffedType;
  /** The client's file name, cleaned and ending in an extension that matches `type`. */
  name: string;
}

export type FormFiles<F extends string> = Record<F, UploadedFile[]>;

export interface FormContent<F extends string> {
  fields: Record<string, string>;
  files: FormFiles<F>;
}

/**
 * Reads a multipart form (the scope must register @fastify/multipart) whole: the text fields, for
 * the route's zod schema, and the files, kept in memory (5 MiB each at most). Every client fault
 * becomes a localised 4xx: unknown field, too many or too large files, a refused type or content
 * (an image that does not decode, an active PDF), a broken body.
 */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  spec: FormSpec<F>,
): Promise<FormContent<F>> {
  const specs = Object.entries(spec.files) as [F, FileFieldSpec][];
  const fields: Record<string, string> = {};
  const files = Object.fromEntries(specs.map(([name]) => [name, []])) as unknown as FormFiles<F>;
  if (!request.isMultipart()) {
    // No body at all is an empty form where the route takes `{}` (lib/http/empty-body.ts).
    if (sendsNoBody(request) && acceptsEmptyBody(request)) return { fields, files };
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  const maxFiles = specs.reduce((sum, [, file]) => sum + file.maxCount, 0);
  const limits = {
    fileSize: Math.max(0, ...specs.map(([, file]) => file.maxBytes)),
    // One file more than allowed is let through, so the answer names too many files, not a parser limit.
    files: maxFiles + 1,
    // Room for each field twice (a repeated one keeps its last value); beyond that it is a flood.
    fields: spec.fields.length * 2,
    parts: spec.fields.length * 2 + maxFiles + 1,
    fieldNameSize: 64,
    fieldSize: 4096,
    headerPairs: 20,
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') readField(part, spec, fields);
      else await readFile(part, spec, files);
    }
  } catch (error) {
    throw asFormError(error, spec);
  }
  return { fields, files };
}

function readField(
  part: Extract<Multipart, { type: 'field' }>,
  spec: FormSpec<string>,
  fields: Record<string, string>,
) {
  if (!spec.fields.includes(part.fieldname)) throw new AppError('UPLOAD_UNKNOWN_FIELD');
  if (part.fieldnameTruncated || part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
  fields[part.fieldname] = String(part.value);
}

async function readFile<F extends string>(part: MultipartFile, spec: FormSpec<F>, files: FormFiles<F>) {
  const field = part.fieldname as F;
  const rule = Object.hasOwn(spec.files, field) ? spec.files[field] : undefined;
  if (!rule) throw new AppError('UPLOAD_UNKNOWN_FIELD');
  const bytes = await part.toBuffer();
  // A form whose file input was left empty still sends an empty, nameless part.
  if (bytes.length === 0 && !part.filename) return;
  if (files[field].length >= rule.maxCount) throw new AppError('UPLOAD_TOO_MANY_FILES');
  if (bytes.length > rule.maxBytes) throw new AppError(spec.codes?.tooLarge ?? 'UPLOAD_FILE_TOO_LARGE');
  const type = sniffFileType(bytes);
  if (!type || !rule.types.includes(type)) throw new AppError(spec.codes?.type ?? 'UPLOAD_FILE_TYPE');
  const content = await checkedContent(bytes, type);
  if (!content) throw new AppError(spec.codes?.type ?? 'UPLOAD_FILE_TYPE');
  files[field].push({ bytes: content, type, name: safeFileName(part.filename, type) });
}

function asFormError(error: unknown, spec: FormSpec<string>): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(spec.codes?.tooLarge ?? 'UPLOAD_FILE_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT') return new AppError('UPLOAD_TOO_MANY_FILES');
  // The parser refuses `__proto__` and the like as field names before we see them.
  if (code === 'FST_PROTO_VIOLATION') return new AppError('UPLOAD_UNKNOWN_FIELD');
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  // Anything else here is the client's broken multipart (truncated body, bad boundary…).
  return new AppError('MALFORMED_BODY');
}
