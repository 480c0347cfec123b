import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/http/app-error.js';
import { acceptsEmptyBody } from '../lib/http/empty-body.js';

/** The charsets a JSON body may declare: UTF-8 only (RFC 8259 §8.1), under either spelling. */
const UTF8 = new Set(['utf-8', 'utf8']);
const CHARSET = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/gi;

/** Whether every charset a Content-Type declares, if any, is UTF-8. */
export function declaresOnlyUtf8(contentType: string | undefined): boolean {
  for (const [, quoted, bare] of (contentType ?? '').matchAll(CHARSET)) {
    if (!UTF8.has((quoted ?? bare ?? '').toLowerCase())) return false;
  }
  return true;
}

/**
 * Installs the JSON body parser in `app`'s scope; `keep` also receives each body's text as it came
 * (a scope whose routes check a signature over it).
 */
export function useJsonParser(
  app: FastifyInstance,
  options: { keep?: (request: FastifyRequest, body: string) => void; bodyLimit?: number } = {},
): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'ignore');
  const limit = options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', ...limit }, (request, body, done) => {
    if (!declaresOnlyUtf8(request.headers['content-type'])) return done(new AppError('UNSUPPORTED_MEDIA_TYPE'));
    options.keep?.(request, body.toString());
    if (body.length === 0 && acceptsEmptyBody(request)) return done(null, {});
    return parseJson(request, body.toString(), done);
  });
}

/**
 * The one JSON body parser: Fastify's own (same prototype-poisoning rules, same limits), but a
 * body declared in another charset (`application/json; charset=latin1`, `utf-16`…) is refused
 * with a 415 instead of being read as UTF-8 anyway.
 *
 * A request without a body (none at all, or an empty one) is `{}` on a route whose body schema
 * takes `{}` (lib/http/empty-body.ts); elsewhere it is refused as before (VALIDATION_FAILED, or
 * MALFORMED_BODY for an empty JSON body).
 */
export default fp(async (app) => {
  useJsonParser(app);
  // Fastify leaves `body` undefined when no body came (no Content-Type, no or a zero Content-Length).
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && acceptsEmptyBody(request)) request.body = {};
    done();
  });
});
