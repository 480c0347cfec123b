import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '@bayan/shared';
import type { Caller, Client } from '../lib/caller.js';
import { AppError } from '../lib/http/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply language, from Accept-Language (Arabic by default). */
    readonly lang: Language;
    /** Where the request came from and its reply language; what anonymous routes (login) pass on. */
    readonly client: Client;
    /** The logged-in caller, or null; resolved once per request. */
    authenticate(): Promise<Caller | null>;
    /** The logged-in caller; AUTH_REQUIRED when anonymous (the access hook has refused those already). */
    caller(): Promise<Caller>;
  }
}

/** The reply language of a request's headers (also for requests Fastify answers outside the routes). */
export function headerLanguage(headers: Record<string, string | string[] | undefined>): Language {
  const header = headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}

const resolved = new WeakMap<object, Promise<Caller | null>>();

export default fp(async (app) => {
  app.decorateRequest('lang', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      return headerLanguage(this.headers);
    },
  });

  app.decorateRequest('client', {
    getter(this: { ip: string; lang: Language; headers: Record<string, string | string[] | undefined> }): Client {
      const userAgent = this.headers['user-agent'];
      return { ip: this.ip, userAgent: typeof userAgent === 'string' ? userAgent : null, lang: this.lang };
    },
  });

  app.decorateRequest('authenticate', function (this) {
    let pending = resolved.get(this);
    if (!pending) {
      const match = /^Bearer\s+(\S+)$/i.exec(this.headers.authorization ?? '');
      const client = this.client;
      pending = match?.[1]
        ? app.services.auth.authenticate(match[1]).then((identity) => identity && { ...identity, ...client })
        : Promise.resolve(null);
      resolved.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('caller', async function (this) {
    const caller = await this.authenticate();
    if (!caller) throw new AppError('AUTH_REQUIRED');
    return caller;
  });
});
