import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '@bayan/shared';
import type { AuthContext } from '../modules/auth/auth-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply language, from Accept-Language (Arabic by default). */
    readonly lang: Language;
    /** The caller behind the bearer token, or null; resolved once per request. */
    authenticate(): Promise<AuthContext | null>;
  }
}

/** The reply language of a request's headers (also for requests Fastify answers outside the routes). */
export function headerLanguage(headers: Record<string, string | string[] | undefined>): Language {
  const header = headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}

const resolved = new WeakMap<object, Promise<AuthContext | null>>();

export default fp(async (app) => {
  app.decorateRequest('lang', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      return headerLanguage(this.headers);
    },
  });

  app.decorateRequest('authenticate', function (this) {
    let pending = resolved.get(this);
    if (!pending) {
      const match = /^Bearer\s+(\S+)$/i.exec(this.headers.authorization ?? '');
      pending = match?.[1] ? app.services.auth.authenticate(match[1]) : Promise.resolve(null);
      resolved.set(this, pending);
    }
    return pending;
  });
});
