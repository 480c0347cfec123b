import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentParamsSchema,
  attachmentSchema,
  attachmentUploadSchema,
  endowmentParamsSchema,
  errorBodySchema,
} from '@bayan/shared';
import { sendAttachment } from '../../../lib/files/send-attachment.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { FormSpec } from '../../../lib/http/multipart-form.js';
import { route } from '../../../lib/http/route.js';
import { readSingleFileForm, singleUploadOf } from '../../../lib/http/single-file-form.js';
import { ENDOWMENTS_ERROR_RESPONSES as errors } from '../endowments-responses.js';
import { ATTACHMENT_MAX_BYTES } from './attachments.table.js';

const tags = ['endowments'];
const TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

const form: FormSpec<'file'> = {
  fields: ['kind'],
  files: { file: { maxCount: 1, maxBytes: ATTACHMENT_MAX_BYTES, types: TYPES } },
};
const readAttachmentForm = (request: FastifyRequest) => readSingleFileForm(request, form, 'file');

/** A deed's ID card or passport files. Multipart is registered in this scope only. */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const { endowments } = app.services;

  app.route({
    ...route('endowments.uploadAttachment'),
    preValidation: readAttachmentForm,
    schema: {
      tags,
      summary: 'Attach the endower’s ID card or passport to a DRAFT (at most 5 files)',
      description: `multipart/form-data: \`kind\` (ID_CARD or PASSPORT) and one \`file\` part, JPEG, PNG or PDF recognised by its content, at most ${ATTACHMENT_MAX_BYTES} bytes.`,
      consumes: ['multipart/form-data'],
      params: endowmentParamsSchema,
      body: attachmentUploadSchema,
      response: { 201: attachmentSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
    },
    handler: async (request, reply) => {
      const upload = singleUploadOf(request);
      if (!upload) throw new AppError('ENDOWMENT_ATTACHMENT_REQUIRED');
      const caller = await request.caller();
      const added = await endowments.addAttachment(request.params.pubkey, request.body.kind, upload, caller);
      return reply.code(201).send(added);
    },
  });

  app.route({
    ...route('endowments.downloadAttachment'),
    schema: {
      tags,
      summary: 'Download a deed’s file, as an attachment',
      produces: [...TYPES],
      params: attachmentParamsSchema,
      response: { 200: z.string().meta({ format: 'binary' }).describe('The file, as an attachment'), ...errors },
    },
    handler: async (request, reply) => {
      const { pubkey, attachment } = request.params;
      const file = await endowments.openAttachment(pubkey, attachment, await request.caller());
      return sendAttachment(reply, file);
    },
  });

  app.route({
    ...route('endowments.deleteAttachment'),
    schema: {
      tags,
      summary: 'Remove a file from a DRAFT deed',
      params: attachmentParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const { pubkey, attachment } = request.params;
      await endowments.removeAttachment(pubkey, attachment, await request.caller());
      return reply.code(204).send(null);
    },
  });
};
