import { randomBytes } from 'node:crypto';

/** A public id for a deed or an attachment (128 random bits, URL-safe): serial ids stay out of URLs (PRODUCT.md §4). */
export function newPubkey(): string {
  return randomBytes(16).toString('base64url');
}
