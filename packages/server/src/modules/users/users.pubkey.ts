import { randomBytes } from 'node:crypto';

/** A public id: 128 random bits, URL-safe, never the serial id. */
export function newPubkey(): string {
  return randomBytes(16).toString('base64url');
}
