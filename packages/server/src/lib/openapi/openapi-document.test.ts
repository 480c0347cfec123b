import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type RouteKey } from '@bayan/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Response {
  description: string;
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  security?: unknown[];
  responses: Record<string, Response>;
}

let t: TestApp;
let operations: { id: string; key: RouteKey; method: string; path: string; op: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const keys = Object.keys(API_ROUTES) as RouteKey[];
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([lower, op]) => {
      const method = lower.toUpperCase();
      const key = keys.find(
        (k) => API_ROUTES[k].method === method && API_ROUTES[k].path === path.replace(/\{(\w+)\}/g, ':$1'),
      )!;
      return { id: `${method} ${path}`, key, method, path, op };
    }),
  );
});
afterAll(() => t.close());

/** The operations breaking a rule, by their "METHOD /path". */
const breaking = (rule: (o: (typeof operations)[number]) => boolean) =>
  operations.filter((o) => !rule(o)).map((o) => o.id);
const statuses = (op: Operation) => Object.keys(op.responses).map(Number);

describe('the OpenAPI document', () => {
  it('answers every error in JSON with the shared error body, whatever the success is', () => {
    const errors = operations.flatMap(({ id, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => ({ id: `${id} ${status}`, content: response.content })),
    );
    const notJson = errors.filter(({ content }) => Object.keys(content ?? {}).join() !== 'application/json');
    expect(notJson.map((e) => e.id)).toEqual([]);
    const shared = errors.filter(
      ({ content }) =>
        JSON.stringify(content) === '{"application/json":{"schema":{"$ref":"#/components/schemas/Error"}}}',
    );
    // The health and readiness checks' 503s are their own reports.
    expect(errors.length - shared.length).toBe(2);
  });

  it('declares what the route is: a login (401, 403), input (400), a body (413, 415), ids in the path (404)', () => {
    expect(
      breaking(
        ({ key, op }) => API_ROUTES[key].access === 'public' || [401, 403].every((s) => statuses(op).includes(s)),
      ),
    ).toEqual([]);
    const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'];
    expect(
      breaking(
        ({ method, op }) => !withBody.includes(method) || [400, 413, 415].every((s) => statuses(op).includes(s)),
      ),
    ).toEqual([]);
    expect(
      breaking(({ path, op }) => !path.includes('{') || [400, 404].every((s) => statuses(op).includes(s))),
    ).toEqual([]);
  });

  it('asks no bearer of public routes, and a bearer of the others', () => {
    expect(
      breaking(({ key, op }) => (API_ROUTES[key].access === 'public') === (JSON.stringify(op.security) === '[]')),
    ).toEqual([]);
  });

  it('gives every 429 its Retry-After, a 204 no body, and each response a description of its own', () => {
    const responses = operations.flatMap(({ id, op }) =>
      Object.entries(op.responses).map(([s, r]) => ({ id: `${id} ${s}`, status: Number(s), r })),
    );
    expect(responses.filter(({ status, r }) => status === 429 && !r.headers?.['retry-after']).map((x) => x.id)).toEqual(
      [],
    );
    expect(responses.filter(({ status, r }) => status === 204 && r.content).map((x) => x.id)).toEqual([]);
    expect(responses.filter(({ r }) => r.description === 'Default Response').map((x) => x.id)).toEqual([]);
  });

  it('names the content type of what is not JSON: CSV downloads, the event stream', () => {
    const successTypes = (id: string) =>
      Object.entries(operations.find((o) => o.id === id)!.op.responses)
        .filter(([status]) => Number(status) < 300)
        .map(([, r]) => Object.keys(r.content ?? {}).join());
    for (const download of operations.filter((o) => o.path.endsWith('/export'))) {
      expect(successTypes(download.id), download.id).toEqual(['text/csv']);
    }
    expect(successTypes('GET /api/notifications/stream')).toEqual(['text/event-stream']);
    expect(successTypes('GET /api/endowments/{pubkey}/document')).toEqual(['text/html']);
  });
});
