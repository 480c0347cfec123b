import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { isRole, type Role } from '@bayan/shared';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'bayan';
const AUDIENCE = 'bayan-api';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: Role;
}

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(claims: AccessClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sid, role: claims.role, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid access token, or null for anything else (expired, tampered, other alg or type). */
  async verifyAccess(token: string, now: Date): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        currentDate: now,
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !isRole(payload.role)) return null;
      return { sub: payload.sub!, sid: payload.sid, role: payload.role };
    } catch {
      return null;
    }
  }
}

/** An opaque 256-bit token for refresh, reset and confirmation links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
