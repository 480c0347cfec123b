import { API_ROUTES, type Access, type RouteKey } from '@bayan/shared';
import type { Components, JsonSchema } from './json-schema.js';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** e.g. "PATCH /api/names/{id}", as the document names it. */
  id: string;
  method: string;
  path: string;
  key: RouteKey;
  access: Access;
  params: Parameter[];
  query: Parameter[];
  /** Request headers the route reads (Idempotency-Key): always plain tokens, sometimes left out. */
  headers: Parameter[];
  body?: { contentType: 'application/json' | 'multipart/form-data'; schema: JsonSchema };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Components };
}

const BODY_TYPES = ['application/json', 'multipart/form-data'] as const;

/**
 * Every operation of the document, with what the fuzzer needs to call it. Throws for anything it
 * cannot generate requests for (an unknown parameter location or body type, a route missing from
 * the permission map), so a new endpoint is either fuzzed or fails the run, never skipped.
 */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const routes = Object.entries(API_ROUTES) as [RouteKey, (typeof API_ROUTES)[RouteKey]][];
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([lower, op]) => {
      const method = lower.toUpperCase();
      const id = `${method} ${path}`;
      const routePath = path.replace(/\{(\w+)\}/g, ':$1');
      const route = routes.find(([, r]) => r.method === method && r.path === routePath);
      if (!route) throw new Error(`${id}: not in the permission map, so no caller can be chosen`);
      const parameters = op.parameters ?? [];
      const unknown = parameters.find((p) => !['path', 'query', 'header'].includes(p.in));
      if (unknown) throw new Error(`${id}: no generator for ${unknown.in} parameter "${unknown.name}"`);
      const pick = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      return {
        id,
        method,
        path,
        key: route[0],
        access: route[1].access,
        params: pick('path'),
        query: pick('query'),
        headers: pick('header'),
        ...bodyOf(id, op),
      };
    }),
  );
}

function bodyOf(id: string, op: OpenApiOperation): Pick<Operation, 'body'> {
  if (!op.requestBody) return {};
  const types = Object.keys(op.requestBody.content);
  const contentType = BODY_TYPES.find((type) => types.includes(type));
  if (!contentType) throw new Error(`${id}: no generator for a ${types.join(', ')} body`);
  return { body: { contentType, schema: op.requestBody.content[contentType]!.schema } };
}
