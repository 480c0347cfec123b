import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditChainReportSchema,
  errorBodySchema,
  eventIdParamsSchema,
  eventSchema,
  eventsPageSchema,
  exportEventsQuerySchema,
  listEventsQuerySchema,
} from '@bayan/shared';
import { csvFilename, csvHeaders, csvResponseSchema } from '../../lib/csv/csv-stream.js';
import { route } from '../../lib/http/route.js';

const tags = ['events'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The audit log, read-only, ADMIN only (PRODUCT.md §6); the check of its chain SUPERADMIN only. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.services;

  app.route({
    ...route('events.list'),
    schema: {
      tags,
      summary: 'List audit events, newest first',
      querystring: listEventsQuerySchema,
      response: { 200: eventsPageSchema, ...errors },
    },
    handler: async (request) => events.findEvents(request.query, await request.caller()),
  });

  app.route({
    ...route('events.export'),
    schema: {
      tags,
      summary: 'Download every matching event as CSV (UTF-8 with BOM)',
      querystring: exportEventsQuerySchema,
      produces: ['text/csv'],
      response: { 200: csvResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const csv = await events.exportEvents(request.query, await request.caller(), request.lang);
      return reply.headers(csvHeaders(csvFilename('events', new Date()))).send(csv);
    },
  });

  app.route({
    ...route('events.chain'),
    schema: {
      tags,
      summary:
        "Check the audit log's hash chain: the first event edited, deleted or inserted out of place (SUPERADMIN)",
      response: { 200: auditChainReportSchema, ...errors },
    },
    handler: async () => events.verifyChain(),
  });

  app.route({
    ...route('events.get'),
    schema: {
      tags,
      summary: 'Get one audit event',
      params: eventIdParamsSchema,
      response: { 200: eventSchema, ...errors },
    },
    handler: async (request) => events.getEvent(request.params.id, await request.caller()),
  });
};
