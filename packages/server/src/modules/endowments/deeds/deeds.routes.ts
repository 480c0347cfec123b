import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endowmentCreateSchema,
  endowmentListQuerySchema,
  endowmentPageSchema,
  endowmentParamsSchema,
  endowmentReviewSchema,
  endowmentSchema,
  endowmentUpdateSchema,
  errorBodySchema,
  idempotencyHeadersSchema,
} from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { ENDOWMENTS_ERROR_RESPONSES as errors } from '../endowments-responses.js';

const tags = ['endowments'];

/** A deed's own calls: the owner's list, create, read, autosave, delete and review. */
export const deedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { endowments } = app.services;

  app.route({
    ...route('endowments.list'),
    schema: {
      tags,
      summary: 'The caller’s own deeds (q: title, introduction, notes, named persons; type and status filters)',
      querystring: endowmentListQuerySchema,
      response: { 200: endowmentPageSchema, ...errors },
    },
    handler: async (request) => endowments.list(request.query, await request.caller()),
  });

  app.route({
    ...route('endowments.create'),
    schema: {
      tags,
      summary: 'Start a DRAFT deed, the endower filled from the profile (Idempotency-Key: a replay answers 200)',
      headers: idempotencyHeadersSchema,
      body: endowmentCreateSchema,
      response: { 200: endowmentSchema, 201: endowmentSchema, ...errors },
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const created = await endowments.create(request.body, await request.caller(), key);
      return reply.code(created.replayed ? 200 : 201).send(created.deed);
    },
  });

  app.route({
    ...route('endowments.read'),
    schema: {
      tags,
      summary: 'One of the caller’s deeds; each party says whether an account holds their ID number',
      params: endowmentParamsSchema,
      response: { 200: endowmentSchema, ...errors },
    },
    handler: async (request) => endowments.read(request.params.pubkey, await request.caller()),
  });

  app.route({
    ...route('endowments.update'),
    schema: {
      tags,
      summary:
        'Autosave a DRAFT: the keys sent replace theirs, at the revision last read (409 ENDOWMENT_STALE otherwise)',
      params: endowmentParamsSchema,
      body: endowmentUpdateSchema,
      response: { 200: endowmentSchema, ...errors },
    },
    handler: async (request) => endowments.update(request.params.pubkey, request.body, await request.caller()),
  });

  app.route({
    ...route('endowments.delete'),
    schema: {
      tags,
      summary: 'Delete a DRAFT deed and its files',
      params: endowmentParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await endowments.delete(request.params.pubkey, await request.caller());
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route('endowments.review'),
    schema: {
      tags,
      summary: 'Check every submit rule; 422 ENDOWMENT_RULES_FAILED lists each broken one at its field',
      params: endowmentParamsSchema,
      response: { 200: endowmentReviewSchema, ...errors, 422: errorBodySchema },
    },
    handler: async (request) => endowments.review(request.params.pubkey, await request.caller(), request.lang),
  });
};
