import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endowmentVerificationSchema,
  endowmentVerifyParamsSchema,
  endowmentVerifyLookupQuerySchema,
  endowmentVerifyLookupSchema,
  endowmentVerifyPdfSchema,
  errorBodySchema,
  SIGNING_FILE_MAX_BYTES,
} from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import type { FormSpec } from '../../../lib/http/multipart-form.js';
import { route } from '../../../lib/http/route.js';
import { readSingleFileForm, singleUploadOf } from '../../../lib/http/single-file-form.js';

const tags = ['endowments'];
const pdfForm: FormSpec<'file'> = {
  fields: [],
  files: { file: { maxCount: 1, maxBytes: SIGNING_FILE_MAX_BYTES, types: ['application/pdf'] } },
};
const errors = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

/** The public verification page's calls (no login; rate-limited per address). */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const { signing } = app.services.endowments;

  app.route({
    ...route('endowments.verifyLookup'),
    schema: {
      tags,
      summary:
        'Public: the verification code of a deed found by its document number (its current version) or a version’s full hash',
      querystring: endowmentVerifyLookupQuerySchema,
      response: { 200: endowmentVerifyLookupSchema, ...errors },
    },
    handler: async (request) => signing.lookup(request.query.q, request.client),
  });

  app.route({
    ...route('endowments.verify'),
    schema: {
      tags,
      summary: 'Public: the version a QR code names, its hash and state, who signed when (masked IDs)',
      params: endowmentVerifyParamsSchema,
      response: { 200: endowmentVerificationSchema, ...errors },
    },
    handler: async (request) => signing.verify(request.params.code, request.client),
  });

  app.route({
    ...route('endowments.verifyPdf'),
    preValidation: (request) => readSingleFileForm(request, pdfForm, 'file'),
    schema: {
      tags,
      summary: 'Public: whether an uploaded PDF is the stored FINAL PDF (SHA-256 compared)',
      description: `multipart/form-data: one \`file\` part, a PDF recognised by its content, at most ${SIGNING_FILE_MAX_BYTES} bytes.`,
      consumes: ['multipart/form-data'],
      params: endowmentVerifyParamsSchema,
      response: { 200: endowmentVerifyPdfSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
    },
    handler: async (request) => {
      const upload = singleUploadOf(request);
      if (!upload) throw new AppError('ENDOWMENT_PDF_REQUIRED');
      return signing.verifyPdf(request.params.code, upload.bytes, request.client);
    },
  });
};
