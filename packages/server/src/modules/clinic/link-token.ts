import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APPOINTMENT_LINK_ACTIONS, type AppointmentLinkAction } from '@bayan/shared';
import { z } from 'zod';

/** What a link's token says, under the server's signature. */
export interface LinkClaims {
  /** The appointment's public id. */
  appointment: string;
  action: AppointmentLinkAction;
  expiresAt: Date;
}

/** Kept apart from the access tokens signed with the same secret: a JWT is never a link, nor the reverse. */
const PURPOSE = 'bayan.appointment-link.v1';

const claimsSchema = z.object({
  a: z.string().min(1).max(64),
  x: z.enum(APPOINTMENT_LINK_ACTIONS),
  e: z.number().int().positive(),
  n: z.string().min(1).max(64),
});

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest('base64url');

/** What the database keeps of a token: its SHA-256, never the token (a leaked table opens no link). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A signed token bound to one appointment, one action and an expiry; a random nonce makes each one unique. */
export function issueLinkToken(secret: string, claims: LinkClaims): string {
  const body = {
    a: claims.appointment,
    x: claims.action,
    e: claims.expiresAt.getTime(),
    n: randomBytes(12).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The claims of a token this server signed; undefined for anything else (a changed character, a
 * token signed with another secret, a payload that is not ours). Expiry is the caller's to judge,
 * so that an expired link says so instead of "invalid".
 */
export function readLinkToken(secret: string, token: string): LinkClaims | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = claimsSchema.safeParse(json);
  if (!parsed.success) return undefined;
  return { appointment: parsed.data.a, action: parsed.data.x, expiresAt: new Date(parsed.data.e) };
}
