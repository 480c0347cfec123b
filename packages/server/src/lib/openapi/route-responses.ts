import { STATUS_CODES } from 'node:http';
import type { RouteOptions } from 'fastify';
import { API_ROUTES } from '@bayan/shared';

type JsonSchema = Record<string, unknown>;

/** What @fastify/swagger turns into an OpenAPI response: a body per content type, or none. */
export interface DocumentedResponse {
  description: string;
  /** `type: 'null'` documents a response without a body. */
  type?: 'null';
  content?: Record<string, { schema: JsonSchema }>;
  headers?: Record<string, JsonSchema>;
}

/** The part of a route the document's responses follow from. */
export type RouteFacts = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

/** Every 4xx and 5xx answers the shared error body, `{code, message, details?}` (errors plugin). */
const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };
const ERROR_TYPE = 'application/json';
/** Answers that never carry a body. */
const WITHOUT_BODY = new Set([204, 304]);
/** Methods whose request body Fastify reads (and may refuse as malformed, too large or of an unknown type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MEANING: Record<number, string> = {
  400: 'The path, query, headers or body are not valid (VALIDATION_FAILED with field details, MALFORMED_BODY), or a rule of the route refuses the input',
  401: 'Not logged in, or the session is no longer valid (AUTH_REQUIRED or the route’s own login code, AUTH_INVALID_TOKEN)',
  403: 'The account’s role may not do this, or the account must first change its password or confirm its phone',
  404: 'Nothing with that id, or nothing the caller may see',
  409: 'Conflicts with the current state: a duplicate, a taken seat, a state that does not allow it',
  413: 'The body, or a file in it, is larger than allowed',
  414: 'A path parameter is longer than allowed',
  415: 'The content type, or the type of a file in the body, is not accepted',
  422: 'A rule of the current state refuses the request (field details say which)',
  429: 'Too many attempts; Retry-After says how many seconds to wait',
  500: 'An unexpected failure, such as the database being unreachable (INTERNAL); no request causes it',
  503: 'A service the call needs is not available right now',
};

const describe = (status: number) => MEANING[status] ?? STATUS_CODES[status] ?? `HTTP ${status}`;

/**
 * The error statuses a route can answer by what it is, whatever its handler does: a route behind
 * a login (its API_ROUTES access) answers 401 and 403; one that takes parameters, a query, headers
 * or a body answers 400; a method with a body also 413 and 415 (too large, another content type);
 * a path with ids 404 (nothing with that id) and 414 (an id longer than the router takes); and
 * any route 500 when what it depends on fails (the database down), which no request causes.
 */
export function impliedErrorStatuses(route: RouteFacts): number[] {
  const key = route.config?.routeKey;
  const access = key ? API_ROUTES[key].access : 'public';
  const schema = route.schema ?? {};
  const takesBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
  const statuses: number[] = [];
  if (access !== 'public') statuses.push(401, 403);
  if (takesBody || schema.params || schema.querystring || schema.body || schema.headers) statuses.push(400);
  if (takesBody) statuses.push(413, 415);
  if (route.url.includes(':')) statuses.push(404, 414);
  statuses.push(500);
  return statuses;
}

function errorResponse(status: number, schema: JsonSchema = ERROR_SCHEMA): DocumentedResponse {
  return {
    description: describe(status),
    content: { [ERROR_TYPE]: { schema } },
    ...(status === 429
      ? {
          headers: {
            'retry-after': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again' },
          },
        }
      : {}),
  };
}

/**
 * A route's documented responses: its declared successes, each in the content types it `produces`
 * (JSON unless it says otherwise; 204 and 304 without a body), and every error status it declares
 * or implies (impliedErrorStatuses), in JSON whatever the success content type is: the shared error
 * body, or the one the route declares for that status (the health and readiness checks' 503). `declared` is the route's response map as JSON Schemas (keyed by status).
 */
export function documentedResponses(
  route: RouteFacts,
  declared: Record<string, JsonSchema> = {},
): Record<string, DocumentedResponse> {
  const produces = (route.schema as { produces?: string[] } | undefined)?.produces ?? ['application/json'];
  const responses: Record<string, DocumentedResponse> = {};
  const errors = new Map<number, JsonSchema | undefined>(
    impliedErrorStatuses(route).map((status) => [status, undefined]),
  );
  for (const [code, schema] of Object.entries(declared)) {
    const status = Number(code);
    const description = typeof schema.description === 'string' ? schema.description : describe(status);
    if (status >= 400) errors.set(status, schema);
    else if (WITHOUT_BODY.has(status)) responses[code] = { description, type: 'null' };
    else responses[code] = { description, content: Object.fromEntries(produces.map((type) => [type, { schema }])) };
  }
  for (const [status, schema] of [...errors].sort(([a], [b]) => a - b))
    responses[status] = errorResponse(status, schema);
  return responses;
}
