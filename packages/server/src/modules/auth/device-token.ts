import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../lib/module/define-module.js';

/**
 * Known devices (OWASP "device cookies"): a successful login leaves an HttpOnly cookie that names
 * the identity it was for, signed with the server secret. A later login for that identity from
 * that browser is throttled on its own (login-throttle.ts), so attackers hammering an account or
 * sharing the user's IP cannot lock its owner out of the browser they already use. It proves
 * nothing else: the password is still checked.
 */
export const DEVICE_COOKIE = 'bayan_device';
const MAX_AGE_S = 180 * 24 * 3600;

export class DeviceTokens {
  constructor(private readonly config: AppConfig) {}

  issue(identity: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.sign(identity, nonce)}`;
  }

  /** The device's id when the token is ours and was issued for this identity, else null. */
  verify(token: string | null, identity: string): string | null {
    const [nonce, signature, ...rest] = (token ?? '').split('.');
    if (!nonce || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(identity, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
  }

  /** The Set-Cookie header of a token: sent back to the login route only, never readable by scripts. */
  cookie(token: string): string {
    const secure = this.config.publicUrl.startsWith('https:') ? '; Secure' : '';
    const path = `${this.config.basePath}/`;
    return `${DEVICE_COOKIE}=${token}; Path=${path}; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Strict${secure}`;
  }

  private sign(identity: string, nonce: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`device:${identity}:${nonce}`).digest('base64url');
  }
}

/** The device cookie a request carries, if any. */
export function deviceTokenOf(request: FastifyRequest): string | null {
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([\\w.-]+)`).exec(request.headers.cookie ?? '');
  return match?.[1] ?? null;
}
