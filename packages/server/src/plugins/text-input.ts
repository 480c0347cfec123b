import fp from 'fastify-plugin';
import { fieldMessage } from '@bayan/shared';
import { AppError } from '../lib/http/app-error.js';

/** UTF-16 surrogates without their pair: they have no UTF-8 form. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL, which PostgreSQL text cannot hold, or a lone surrogate. */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The dotted path of the first text (value or key) that cannot be stored, if any. */
export function unstorableTextPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  const entries = Array.isArray(value) ? value.entries() : isPlain(value) ? Object.entries(value) : [];
  for (const [key, item] of entries) {
    const at = `${path}.${key}`;
    if (typeof key === 'string' && unstorable(key)) return at;
    const found = unstorableTextPath(item, at);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses such text anywhere in the path, query or body with the usual localised 400, before any
 * handler stores or searches it (where the database would fail with a 500). A preHandler, so it
 * also sees the fields of multipart forms, which route hooks turn into the body.
 */
export default fp(async (app) => {
  app.addHook('preHandler', (request, _reply, done) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    const path = Object.entries(parts)
      .map(([name, value]) => unstorableTextPath(value, name))
      .find(Boolean);
    if (!path) return done();
    const message = fieldMessage('field.unstorableText', request.lang);
    done(new AppError('VALIDATION_FAILED', [{ path, code: 'unstorable_text', message }]));
  });
});
