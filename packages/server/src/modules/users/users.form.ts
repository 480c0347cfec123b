import type { FastifyRequest } from 'fastify';
import { createUserSchema, updateUserSchema, USER_FILE_MAX_BYTES } from '@bayan/shared';
import type { FormSpec } from '../../lib/http/multipart-form.js';
import { readSingleFileForm, singleUploadOf } from '../../lib/http/single-file-form.js';

const file = {
  maxCount: 1,
  maxBytes: USER_FILE_MAX_BYTES,
  types: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;
// The users forms kept their own file error codes: the web app shows them next to the file input.
const codes = { type: 'USERS_FILE_TYPE', tooLarge: 'USERS_FILE_TOO_LARGE' } as const;

// `familyName`: the transition alias of lastName (family-name-alias.ts) may come as a form field too.
const fieldsOf = (schema: typeof createUserSchema | typeof updateUserSchema) => [
  ...Object.keys(schema.shape),
  'familyName',
];
const createForm: FormSpec<'file'> = { fields: fieldsOf(createUserSchema), files: { file }, codes };
const updateForm: FormSpec<'file'> = { fields: fieldsOf(updateUserSchema), files: { file }, codes };

/** The checked file of a user form, if one was sent. */
export const uploadOf = singleUploadOf;

/**
 * preValidation hooks of the multipart user routes (lib/http/single-file-form.ts): the fields are
 * the body, the `file` part is kept apart for the handler.
 */
export const readCreateUserForm = (request: FastifyRequest) => readSingleFileForm(request, createForm, 'file');
export const readUpdateUserForm = (request: FastifyRequest) => readSingleFileForm(request, updateForm, 'file');
