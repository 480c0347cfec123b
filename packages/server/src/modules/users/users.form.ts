import type { FastifyRequest } from 'fastify';
import { createUserSchema, updateUserSchema, USER_FILE_MAX_BYTES } from '@bayan/shared';
import { readMultipartForm, type FormSpec, type UploadedFile } from '../../lib/http/multipart-form.js';

const file = {
  maxCount: 1,
  maxBytes: USER_FILE_MAX_BYTES,
  types: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;
// The users forms kept their own file error codes: the web app shows them next to the file input.
const codes = { type: 'USERS_FILE_TYPE', tooLarge: 'USERS_FILE_TOO_LARGE' } as const;

const createForm: FormSpec<'file'> = { fields: Object.keys(createUserSchema.shape), files: { file }, codes };
const updateForm: FormSpec<'file'> = { fields: Object.keys(updateUserSchema.shape), files: { file }, codes };

const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/** The checked file of a user form, if one was sent. */
export function uploadOf(request: FastifyRequest): UploadedFile | undefined {
  return uploads.get(request);
}

/**
 * preValidation hooks of the multipart user routes: the text fields become `request.body`, so the
 * route's zod schema validates them (and localises field errors) exactly as for a JSON body; the
 * `file` part is kept apart for the handler.
 */
export const readCreateUserForm = (request: FastifyRequest) => readUserForm(request, createForm);
export const readUpdateUserForm = (request: FastifyRequest) => readUserForm(request, updateForm);

async function readUserForm(request: FastifyRequest, spec: FormSpec<'file'>): Promise<void> {
  const form = await readMultipartForm(request, spec);
  const [upload] = form.files.file;
  if (upload) uploads.set(request, upload);
  request.body = form.fields;
}
