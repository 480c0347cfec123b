import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long the second step may wait after the password was right. */
export const MFA_TOKEN_TTL_MS = 5 * 60_000;

export interface MfaClaims {
  /** The account whose password was right. */
  userId: number;
  /** The identity the password was typed for (the login throttle's key). */
  identity: string;
  expiresAt: number;
}

/**
 * The login's second-step token: it proves the password was right a moment ago, for one account,
 * and serves for nothing but POST /api/auth/login/totp (its own HMAC purpose, no session).
 */
export class MfaTokens {
  constructor(private readonly secret: string) {}

  issue(userId: number, identity: string, now: Date): string {
    const claims = {
      u: userId,
      i: identity,
      e: now.getTime() + MFA_TOKEN_TTL_MS,
      n: randomBytes(9).toString('base64url'),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The claims of a token of ours that has not expired, else null. */
  verify(token: string, now: Date): MfaClaims | null {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u: number;
      i: string;
      e: number;
    };
    if (typeof claims.e !== 'number' || claims.e <= now.getTime()) return null;
    return { userId: claims.u, identity: claims.i, expiresAt: claims.e };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`mfa-login:${payload}`).digest('base64url');
  }
}
