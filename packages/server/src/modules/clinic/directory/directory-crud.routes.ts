import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directoryParamsSchema, errorBodySchema, type ListQuery, type RouteKey } from '@bayan/shared';
import { z } from 'zod';
import { csvFilename, csvHeaders, csvResponseSchema } from '../../../lib/csv/csv-stream.js';
import { route } from '../../../lib/http/route.js';
import type { DirectoryResource } from './directory-resource.js';

export const directoryErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type Schema = z.ZodType;

export interface DirectoryRoutes {
  /** The OpenAPI tag and the CSV file's name: `etablissements`, `rooms`… */
  name: string;
  /** What one record is called in the summaries: "clinic", "room"… */
  noun: string;
  keys: Record<'list' | 'export' | 'create' | 'update' | 'delete', RouteKey>;
  query: z.ZodObject;
  item: Schema;
  page: Schema;
  create: Schema;
  update: Schema;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list has its own row, view and body types
  resource: DirectoryResource<any, any, any, any, any, any, any>;
}

/**
 * The five routes of a directory list: GET (paged, searchable, filtered), GET …/export (CSV in the
 * list's order and filters), POST, PATCH /:pubkey and DELETE /:pubkey. Reads that are public take
 * the caller when there is one; the permission map says who gets in.
 */
export function directoryRoutes(app: App, spec: DirectoryRoutes): void {
  const { resource, noun } = spec;
  const tags = [spec.name];
  const params = directoryParamsSchema;
  const exportQuery = spec.query.omit({ page: true, limit: true });
  const untyped = app as unknown as FastifyInstance;

  untyped.route({
    ...route(spec.keys.list),
    schema: {
      tags,
      summary: `List ${noun}s`,
      querystring: spec.query,
      response: { 200: spec.page, ...directoryErrors },
    },
    handler: async (request) => resource.find(request.query as ListQuery, await request.authenticate()),
  });

  untyped.route({
    ...route(spec.keys.export),
    schema: {
      tags,
      summary: `Download the ${noun}s the list filters match as CSV (UTF-8 with BOM)`,
      querystring: exportQuery,
      produces: ['text/csv'],
      response: { 200: csvResponseSchema, ...directoryErrors },
    },
    handler: async (request, reply) => {
      const csv = await resource.export(request.query as never, await request.authenticate(), request.lang);
      return reply.headers(csvHeaders(csvFilename(spec.name, new Date()))).send(csv);
    },
  });

  untyped.route({
    ...route(spec.keys.create),
    schema: { tags, summary: `Create a ${noun}`, body: spec.create, response: { 201: spec.item, ...directoryErrors } },
    handler: async (request, reply) =>
      reply.code(201).send(await resource.createFrom(request.body, await request.caller())),
  });

  untyped.route({
    ...route(spec.keys.update),
    schema: {
      tags,
      summary: `Change a ${noun}: only the fields given`,
      params,
      body: spec.update,
      response: { 200: spec.item, ...directoryErrors },
    },
    handler: async (request) =>
      resource.updateFrom((request.params as { pubkey: string }).pubkey, request.body, await request.caller()),
  });

  untyped.route({
    ...route(spec.keys.delete),
    schema: {
      tags,
      summary: `Delete a ${noun}; refused (409) while anything refers to it`,
      params,
      response: { 204: z.null(), ...directoryErrors },
    },
    handler: async (request, reply) => {
      await resource.deleteAs((request.params as { pubkey: string }).pubkey, await request.caller());
      return reply.code(204).send(null);
    },
  });
}
