import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppointmentLinkAction } from '@bayan/shared';

/** What a link's token says, under the server's signature. */
export interface LinkClaims {
  /** The appointment's public id. */
  appointment: string;
  action: AppointmentLinkAction;
  expiresAt: Date;
}

/** Kept apart from the access tokens signed with the same secret: a JWT is never a link, nor the reverse. */
const PURPOSE = 'bayan.appointment-link.v1';

/**
 * The payload, short enough for a path parameter and an SMS: the action's letter, the expiry in
 * seconds (7 base-36 digits), an 8-character random nonce, then the appointment's public id.
 */
const PAYLOAD = /^([cx])([0-9a-z]{7})([\w-]{8})([\w-]{1,64})$/;
const LETTERS: Record<AppointmentLinkAction, string> = { confirm: 'c', cancel: 'x' };
const ACTIONS: Record<string, AppointmentLinkAction> = { c: 'confirm', x: 'cancel' };

/** HMAC-SHA256 cut to 128 bits: forging one still takes 2^128 tries. */
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest().subarray(0, 16).toString('base64url');

/** What the database keeps of a token: its SHA-256, never the token (a leaked table opens no link). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A signed token bound to one appointment, one action and an expiry; a random nonce makes each one unique. */
export function issueLinkToken(secret: string, claims: LinkClaims): string {
  const expiry = Math.ceil(claims.expiresAt.getTime() / 1000)
    .toString(36)
    .padStart(7, '0');
  const payload = `${LETTERS[claims.action]}${expiry}${randomBytes(6).toString('base64url')}${claims.appointment}`;
  if (!PAYLOAD.test(payload)) throw new Error('a link token cannot carry these claims');
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
  const [, letter, expiry, , appointment] = PAYLOAD.exec(payload) ?? [];
  const action = letter ? ACTIONS[letter] : undefined;
  if (!action || !expiry || !appointment) return undefined;
  return { appointment, action, expiresAt: new Date(parseInt(expiry, 36) * 1000) };
}
