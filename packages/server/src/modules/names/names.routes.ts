import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  can,
  createNameSchema,
  errorBodySchema,
  listNamesQuerySchema,
  nameIdParamsSchema,
  nameSchema,
  namesPageSchema,
  updateNameSchema,
} from '@bayan/shared';
import { z } from 'zod';
import { csvFilename, csvHeaders, csvResponseSchema } from '../../lib/csv/csv-stream.js';
import { route } from '../../lib/http/route.js';
import type { FastifyRequest } from 'fastify';

const tags = ['names'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

async function viewerOf(request: FastifyRequest) {
  const auth = await request.authenticate();
  return { canManage: can(auth?.role ?? null, 'names.update') };
}

export const namesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { names } = app.services;

  app.route({
    ...route('names.list'),
    schema: {
      tags,
      summary: 'List names',
      querystring: listNamesQuerySchema,
      response: { 200: namesPageSchema, ...errors },
    },
    handler: async (request) => names.findNames(request.query, await viewerOf(request)),
  });

  app.route({
    ...route('names.export'),
    schema: {
      tags,
      summary: 'Download the names the list filters match as CSV (UTF-8 with BOM)',
      querystring: listNamesQuerySchema.omit({ page: true, limit: true }),
      produces: ['text/csv'],
      response: { 200: csvResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const csv = await names.exportNames(request.query, request.lang);
      return reply.headers(csvHeaders(csvFilename('names', new Date()))).send(csv);
    },
  });

  app.route({
    ...route('names.get'),
    schema: { tags, summary: 'Get one name', params: nameIdParamsSchema, response: { 200: nameSchema, ...errors } },
    handler: async (request) => names.getName(request.params.id, await viewerOf(request)),
  });

  app.route({
    ...route('names.create'),
    schema: { tags, summary: 'Create a name', body: createNameSchema, response: { 201: nameSchema, ...errors } },
    handler: async (request, reply) =>
      reply.code(201).send(await names.createName(request.body, await request.caller())),
  });

  app.route({
    ...route('names.update'),
    schema: {
      tags,
      summary: 'Update a name',
      params: nameIdParamsSchema,
      body: updateNameSchema,
      response: { 200: nameSchema, ...errors },
    },
    handler: async (request) => names.updateName(request.params.id, request.body, await request.caller()),
  });

  app.route({
    ...route('names.delete'),
    schema: { tags, summary: 'Delete a name', params: nameIdParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await names.deleteName(request.params.id, await request.caller());
      return reply.code(204).send(null);
    },
  });
};
