import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type Fastify from 'fastify';
import type { FastifyHttpOptions, FastifyInstance, RouteOptions } from 'fastify';
import type { Server } from 'node:http';
import { API_ROUTES, allows, ROLES, type ApiRoute, type Role, type RouteKey } from '@bayan/shared';
import { DEMO_ACCOUNTS } from './modules/users/users.seed.js';
import type { TestApp } from './test/test-app.js';

/** Every route the app registers, seen through an onRoute hook added before any plugin runs. */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<{ default: typeof Fastify }>();
  // The app serves plain HTTP: Fastify's overload for that takes one options object.
  const create = ((options?: FastifyHttpOptions<Server>) => {
    const app = original.default(options) as FastifyInstance;
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof Fastify;
  return { ...original, default: create };
});

/** Outside the permission map by design: the OpenAPI UI and document. */
const isMapped = (url: string) => url.startsWith('/api') && !url.startsWith('/api/docs');
/**
 * Routes whose own answer to a request with dummy values is a 401 or 403 (not the access layer's):
 * refresh with no valid refresh token; creating an endowment deed with the demo accounts' incomplete
 * profiles (the gate); a calendar feed for the SUPERADMIN. Any other 401/403 to an allowed caller is a failure.
 */
const OWN_REFUSALS: Partial<Record<RouteKey, string>> = {
  'auth.refresh': 'AUTH_REFRESH_INVALID',
  'endowments.create': 'ENDOWMENT_PROFILE_INCOMPLETE',
  // The SUPERADMIN passes every access check, but has no appointments to put in a calendar feed.
  'clinic.calendarFeed': 'CLINIC_FEED_NOT_FOR_ROLE',
  'clinic.issueCalendarFeed': 'CLINIC_FEED_NOT_FOR_ROLE',
  'clinic.revokeCalendarFeed': 'CLINIC_FEED_NOT_FOR_ROLE',
};
/** A value that names nothing, so no request of the walk changes a real record. */
const DUMMY = '999999999';

let t: TestApp;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  // The server project shares one module cache between the files a worker runs (isolate: false):
  // the app may already be loaded with the real Fastify. Loaded afresh, it meets the mock above.
  vi.resetModules();
  const { createTestApp, TEST_ADMIN } = await import('./test/test-app.js');
  t = await createTestApp();
  const emails: Record<Role, string> = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.role, a.email])) as never;
  emails.SUPERADMIN = TEST_ADMIN.email;
  for (const role of ROLES) tokens.set(role, (await t.bearer(emails[role])).authorization);
});
afterAll(() => t.close());

/**
 * One request; the reply is read as a stream so that a live route (server-sent events) answers
 * its status and is then hung up on instead of holding the walk open.
 */
async function send(method: ApiRoute['method'], url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    payloadAsStream: true,
    signal: controller.signal,
  });
  const type = String(res.headers['content-type'] ?? '');
  let body = '';
  if (!type.includes('text/event-stream')) for await (const chunk of res.stream()) body += String(chunk);
  controller.abort();
  res.stream().on('error', () => undefined);
  const code = type.includes('json') ? (JSON.parse(body) as { code?: string }).code : undefined;
  return { status: res.statusCode, code };
}

const entries = Object.entries(API_ROUTES) as [RouteKey, ApiRoute][];
const mappedRoutes = () =>
  registered
    // Fastify adds a HEAD route for each GET; the GET entry covers it.
    .filter((r) => isMapped(r.url) && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);

describe('the permission map', () => {
  it('has an entry for every /api route the app registers', () => {
    const known = new Set(entries.map(([, r]) => `${r.method} ${r.path}`));
    expect(mappedRoutes().length).toBeGreaterThan(10);
    expect(mappedRoutes().filter((r) => !known.has(r))).toEqual([]);
    const heads = registered.filter((r) => r.method === 'HEAD' && isMapped(r.url)).map((r) => `GET ${r.url}`);
    expect(heads.filter((r) => !known.has(r))).toEqual([]);
  });

  it('has no entry without a registered route', () => {
    const seen = new Set(mappedRoutes());
    expect(entries.filter(([, r]) => !seen.has(`${r.method} ${r.path}`)).map(([key]) => key)).toEqual([]);
  });

  it('is what the server enforces, for anonymous callers and every role', async () => {
    // Logging out ends the caller's session, so it is walked last.
    const ordered = [...entries].sort(([a], [b]) => Number(a === 'auth.logout') - Number(b === 'auth.logout'));
    const failures: string[] = [];
    for (const [key, entry] of ordered) {
      const url = entry.path.replace(/:\w+/g, DUMMY);
      for (const role of [null, ...ROLES]) {
        const { status, code } = await send(entry.method, url, role ? { authorization: tokens.get(role)! } : {});
        const who = role ?? 'anonymous';
        if (!allows(entry.access, role)) {
          // A route may name its own 401 (the spec's "Please Login to take an appointment").
          const loginError = entry.loginError ?? 'AUTH_REQUIRED';
          const expected = role === null ? [401, loginError] : [403, 'FORBIDDEN'];
          if (status !== expected[0] || code !== expected[1]) {
            failures.push(`${key} ${who}: ${status} ${code}, expected ${expected.join(' ')}`);
          }
        } else if ([401, 403].includes(status) && code !== OWN_REFUSALS[key]) {
          failures.push(`${key} ${who}: ${status} ${code}, expected to be let through`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route for every role, one request each: over 2,000 of them, past the default on a loaded machine.
  }, 120_000);
});
