import type { FastifyRequest } from 'fastify';
import { readMultipartForm, type FormSpec, type UploadedFile } from './multipart-form.js';

const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/**
 * preValidation hook of a multipart route with one file input: the text fields become
 * `request.body`, so the route's zod schema validates them (and localises field errors) exactly
 * as for a JSON body; the file of `field`, if one was sent, is kept apart for the handler.
 */
export async function readSingleFileForm<F extends string>(
  request: FastifyRequest,
  spec: FormSpec<F>,
  field: F,
): Promise<void> {
  const form = await readMultipartForm(request, spec);
  const [upload] = form.files[field];
  if (upload) uploads.set(request, upload);
  request.body = form.fields;
}

/** The checked file of the request's form (readSingleFileForm), if one was sent. */
export function singleUploadOf(request: FastifyRequest): UploadedFile | undefined {
  return uploads.get(request);
}
