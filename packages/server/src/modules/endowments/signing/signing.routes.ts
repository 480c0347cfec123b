import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endowmentAmendSchema,
  endowmentParamsSchema,
  endowmentRegisterSchema,
  endowmentSigningSchema,
  endowmentSubmitCodeSchema,
  endowmentSubmitSchema,
  errorBodySchema,
  SIGNING_FILE_MAX_BYTES,
} from '@bayan/shared';
import { attachmentDisposition } from '../../../lib/files/file-name.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { FormSpec } from '../../../lib/http/multipart-form.js';
import { route } from '../../../lib/http/route.js';
import { readSingleFileForm, singleUploadOf } from '../../../lib/http/single-file-form.js';
import { registerDeedPdf } from '../document/deed-document.js';
import { ENDOWMENTS_ERROR_RESPONSES as errors } from '../endowments-responses.js';
import { sentCode } from './sent-code.js';

const tags = ['endowments'];
const SCAN_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const scanForm: FormSpec<'file'> = {
  fields: ['deedNumber', 'hijriDate'],
  files: { file: { maxCount: 1, maxBytes: SIGNING_FILE_MAX_BYTES, types: SCAN_TYPES } },
};
const busy = { 503: errorBodySchema, 422: errorBodySchema };

/** The document's HTML: self-contained (inline font and styles, SVG QR), so it may load nothing. */
export function sendDocumentHtml(reply: FastifyReply, html: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:")
    .header('cache-control', 'private, no-store')
    .send(html);
}

const htmlResponse = z.string().describe('The document, text/html');

/** The endower's signing calls on their deed, and the document for the endower and the deed's parties. */
export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const { signing } = app.services.endowments;
  const renderer = registerDeedPdf(app);
  // At start: a SEAL_P12 that cannot be used stops the server here, naming the file and why.
  if (!signing.sealer.opensLazily) {
    const seal = await signing.sealer.open();
    app.log.info(`Deed PDFs are sealed with ${seal.source}, certificate SHA-256 ${seal.fingerprint}`);
    if (signing.sealer.warning) app.log.warn(signing.sealer.warning);
  }
  const caller = (request: FastifyRequest) => request.caller();

  const transition = (
    key: 'endowments.reopen' | 'endowments.withdraw' | 'endowments.finalize',
    summary: string,
    run: (pubkey: string, request: FastifyRequest) => Promise<unknown>,
    more: Record<number, typeof errorBodySchema> = {},
  ) =>
    app.route({
      ...route(key),
      schema: {
        tags,
        summary,
        params: endowmentParamsSchema,
        response: { 200: endowmentSigningSchema, ...errors, ...busy, ...more },
      },
      handler: async (request) => run((request.params as { pubkey: string }).pubkey, request) as never,
    });

  app.route({
    ...route('endowments.submitCode'),
    schema: {
      tags,
      summary:
        'Text the endower a 6-digit code to sign the draft as it is now (5 minutes, 5 attempts, 60 s between): answers the version and hash submit will freeze (422 with field details when a rule fails). With the submission it allows, one message call of the caller’s IP',
      params: endowmentParamsSchema,
      response: { 202: endowmentSubmitCodeSchema, ...errors, 422: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { phone, ...frozen } = await signing.submitCode(request.params.pubkey, await caller(request));
      return reply.code(202).send({ ...sentCode(phone), ...frozen });
    },
  });

  app.route({
    ...route('endowments.submit'),
    schema: {
      tags,
      summary:
        'DRAFT → SUBMITTED: the endower signs with the code submit-code sent; the canonical snapshot and its SHA-256 frozen as version n, every supervisor and witness invited (409 ENDOWMENT_HASH_MISMATCH when the draft changed since the code; 422 with field details when a rule fails)',
      params: endowmentParamsSchema,
      body: endowmentSubmitSchema,
      response: { 200: endowmentSigningSchema, ...errors, ...busy, 429: errorBodySchema },
    },
    handler: async (request) => signing.submit(request.params.pubkey, request.body, await caller(request)),
  });
  transition(
    'endowments.reopen',
    'SUBMITTED, UNDER_REVIEW or CHANGES_REQUESTED → DRAFT at version n+1; every signature of version n REVOKED',
    async (pubkey, request) => signing.reopen(pubkey, await caller(request)),
  );
  transition('endowments.withdraw', 'Any state before FINAL → WITHDRAWN (read-only)', async (pubkey, request) =>
    signing.withdraw(pubkey, await caller(request)),
  );
  transition(
    'endowments.finalize',
    'SIGNED_BY_ALL → FINAL: WQF-<Hijri year>-<sequence>, the PDF printed from the snapshot, sealed with the platform’s PAdES signature, and its SHA-256 stored (503 without Chromium, or when it cannot be sealed)',
    async (pubkey, request) => signing.finalize(renderer, pubkey, await caller(request)),
  );

  app.route({
    ...route('endowments.register'),
    preValidation: (request) => readSingleFileForm(request, scanForm, 'file'),
    schema: {
      tags,
      summary: 'FINAL → REGISTERED: the court or notary deed number, its Hijri date and the scan',
      description: `multipart/form-data: \`deedNumber\`, \`hijriDate\` (YYYY-MM-DD, Umm al-Qura) and one \`file\` part, JPEG, PNG or PDF recognised by its content, at most ${SIGNING_FILE_MAX_BYTES} bytes.`,
      consumes: ['multipart/form-data'],
      params: endowmentParamsSchema,
      body: endowmentRegisterSchema,
      response: { 200: endowmentSigningSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
    },
    handler: async (request) => {
      const scan = singleUploadOf(request);
      if (!scan) throw new AppError('ENDOWMENT_SCAN_REQUIRED');
      return signing.register(request.params.pubkey, request.body, scan, await caller(request));
    },
  });

  app.route({
    ...route('endowments.registrationScan'),
    schema: {
      tags,
      summary: 'The registration scan, as an attachment',
      produces: [...SCAN_TYPES],
      params: endowmentParamsSchema,
      response: { 200: z.string().meta({ format: 'binary' }), ...errors },
    },
    handler: async (request, reply) => {
      const { file, name, type } = await signing.registrationScan(request.params.pubkey, await caller(request));
      return reply
        .type(type)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream as never);
    },
  });

  app.route({
    ...route('endowments.amend'),
    schema: {
      tags,
      summary:
        'FINAL or REGISTERED → a new DRAFT deed amending it (the answer is the new deed’s); the old one untouched',
      params: endowmentParamsSchema,
      body: endowmentAmendSchema,
      response: { 201: endowmentSigningSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await signing.amend(request.params.pubkey, request.body.reason, await caller(request))),
  });

  app.route({
    ...route('endowments.timeline'),
    schema: {
      tags,
      summary: 'The deed’s versions, signatures per invitation and audited transitions (endower)',
      params: endowmentParamsSchema,
      response: { 200: endowmentSigningSchema, ...errors },
    },
    handler: async (request) => signing.timeline(request.params.pubkey, await caller(request)),
  });

  app.route({
    ...route('endowments.document'),
    schema: {
      tags,
      summary: 'The document’s HTML: the current version (the draft, watermarked, while DRAFT); endower and parties',
      produces: ['text/html'],
      params: endowmentParamsSchema,
      response: { 200: htmlResponse, ...errors },
    },
    handler: async (request, reply) =>
      sendDocumentHtml(reply, await signing.documentHtml(request.params.pubkey, await caller(request))),
  });

  app.route({
    ...route('endowments.documentPdf'),
    schema: {
      tags,
      summary:
        'The document’s PDF: the stored one from FINAL on, printed before (503 ENDOWMENT_PDF_UNAVAILABLE without Chromium)',
      produces: ['application/pdf'],
      params: endowmentParamsSchema,
      response: { 200: z.string().meta({ format: 'binary' }), ...errors, 503: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { pdf, name } = await signing.documentPdf(renderer, request.params.pubkey, await caller(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  });
};
