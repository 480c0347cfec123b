import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  errorBodySchema,
  outboxProviderParamsSchema,
  outboxStatusBodySchema,
  outboxStatusQuerySchema,
  outboxVerifyQuerySchema,
} from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import { route } from '../../lib/http/route.js';
import { useJsonParser } from '../../plugins/json-body.js';

const tags = ['outbox'];
/** A status callback is a few fields; nothing larger is one. */
const CALLBACK_LIMIT = 64 * 1024;
const FORM = 'application/x-www-form-urlencoded';

/**
 * The providers' status callbacks (POST /api/outbox/status/:provider). A signature is computed over
 * the body's bytes (the generic webhook, WhatsApp), so in this scope the body is kept as it came
 * beside its fields: JSON, or a form (Twilio, Unifonic).
 */
export const outboxStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outbox } = app.services;
  const raw = new WeakMap<FastifyRequest, string>();
  useJsonParser(app, { keep: (request, body) => raw.set(request, body), bodyLimit: CALLBACK_LIMIT });
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: CALLBACK_LIMIT }, (request, body, done) => {
    raw.set(request, body.toString());
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });

  app.route({
    ...route('outbox.status'),
    bodyLimit: CALLBACK_LIMIT,
    schema: {
      tags,
      summary:
        'A provider’s delivery report (Twilio: X-Twilio-Signature; the generic webhook: Standard Webhooks signature; WhatsApp: X-Hub-Signature-256; Unifonic: ?token=)',
      consumes: ['application/json', FORM],
      params: outboxProviderParamsSchema,
      querystring: outboxStatusQuerySchema,
      body: outboxStatusBodySchema,
      response: { 204: z.null(), 401: errorBodySchema },
    },
    handler: async (request, reply) => {
      await outbox.reportStatus(request.params.provider, {
        path: request.originalUrl,
        headers: request.headers,
        query: request.query,
        raw: raw.get(request) ?? '',
        fields: request.body,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route('outbox.verifyStatus'),
    schema: {
      tags,
      summary: 'Meta’s webhook subscription check (WhatsApp): echoes hub.challenge when hub.verify_token matches',
      params: outboxProviderParamsSchema,
      querystring: outboxVerifyQuerySchema,
      produces: ['text/plain'],
      response: { 200: z.string(), 401: errorBodySchema },
    },
    handler: async (request, reply) => {
      const challenge = outbox.verifyStatus(request.params.provider, request.query);
      if (!challenge) throw new AppError('OUTBOX_CALLBACK_UNSIGNED');
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  });
};
