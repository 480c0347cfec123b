import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../config.js';
import { stripBase } from '../../plugins/base-path.js';
import { OpenApiConformance, type OpenApiDocument } from './openapi-conformance.js';

interface State {
  on: boolean;
  /** One checker per document: apps with the same modules and base path share it. */
  checkers: Map<string, OpenApiConformance>;
  /** Each violation once, with how often and where it was first seen. */
  violations: Map<string, { count: number; where: string }>;
}

// On globalThis: the server projects share one module cache per worker across files
// (isolate: false), and so the compiled schemas are too.
const KEY = Symbol.for('bayan.test.openapi-conformance');
const state = (): State =>
  ((globalThis as { [KEY]?: State })[KEY] ??= { on: false, checkers: new Map(), violations: new Map() });

/** Turns the check on for the apps createTestApp builds from now on (conformance-setup.ts). */
export function checkOpenApiConformance(): void {
  state().on = true;
}

/** The violations seen since the last call, one line each, and forgets them. */
export function takeViolations(): string[] {
  const { violations } = state();
  const lines = [...violations].map(([what, { count, where }]) => `${what} (${count}×, first in ${where})`);
  violations.clear();
  return lines;
}

const textOf = (payload: unknown) =>
  typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;

/**
 * When the check is on, every answer of the app's API routes is checked against the app's own
 * OpenAPI document (openapi-conformance.ts): status, content type, JSON body. Runs last among
 * the onSend hooks, so it sees what goes out; a compressed body is not read, and only requests
 * an operation answers are checked (not a path outside BASE_PATH, not an unknown route).
 */
export function watchConformance(app: FastifyInstance, config: Pick<Config, 'modules' | 'basePath'>): void {
  if (!state().on) return;
  // The modules as a list: JSON writes a Set as {}, and every module set would share one document.
  const documentKey = JSON.stringify([[...config.modules].sort(), config.basePath]);
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!request.routeOptions.config?.routeKey || !route) return;
    // A path outside BASE_PATH is no operation of the document (its server URL is the base).
    if (stripBase(request.originalUrl, config.basePath) === null) return;
    // An error after a streamed answer's head went out (the client left): nothing more reaches it.
    if (reply.raw.headersSent) return;
    const { checkers, violations } = state();
    const status = reply.statusCode;
    const encoded = reply.getHeader('content-encoding') !== undefined;
    const body = encoded ? undefined : textOf(payload);
    const contentType = reply.getHeader('content-type');
    let violation: string | null;
    try {
      let checker = checkers.get(documentKey);
      if (!checker) {
        checker = new OpenApiConformance(app.swagger() as unknown as OpenApiDocument);
        checkers.set(documentKey, checker);
      }
      violation = checker.check({
        method: request.method,
        route,
        status,
        contentType: contentType === undefined ? undefined : String(contentType),
        headers: reply.getHeaders(),
        body,
        // HTTP sends no body with these, whatever was passed to send().
        empty: status === 204 || status === 304 || request.method === 'HEAD' || payload == null || body === '',
      });
    } catch (error) {
      // The answer goes out as it is; the file fails with the reason.
      violation = `the check itself failed: ${String(error)}`;
    }
    if (!violation) return;
    const what = `${request.method} ${route} → ${status}: ${violation}`;
    const seen = violations.get(what);
    if (seen) seen.count += 1;
    else violations.set(what, { count: 1, where: expect.getState().currentTestName ?? '(a hook)' });
  });
}
