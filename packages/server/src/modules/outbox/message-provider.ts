import { createHash, timingSafeEqual } from 'node:crypto';
import type { OutboxProvider } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { Courier } from './delivery.js';
import type { StatusReport } from './outbox.repository.js';

/** A provider's status callback as the route received it. */
export interface StatusCallback {
  /** The URL the provider called, as it named it: PUBLIC_URL's origin, the original path and query. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  query: { token?: string | undefined; outbox?: number | undefined };
  /** The body's bytes as text, for signatures computed over them. */
  raw: string;
  /** The body's fields, from JSON or a form. */
  fields: Record<string, unknown>;
}

/** An SMS or WhatsApp provider: it delivers outbox rows, and reads its status callbacks if it has any. */
export interface MessageProvider extends Courier {
  provider: OutboxProvider;
  /** Where the operator points the provider's callbacks (plus `?token=` for Unifonic), for the start log; none when it has none. */
  callback?: string;
  /**
   * What the callback reports, once it proved to come from the provider (its signature, or the
   * token of the URL): throws OUTBOX_CALLBACK_UNSIGNED otherwise. Absent: the provider documents no
   * status callback, or the operator gave it no token.
   */
  status?(callback: StatusCallback): StatusReport[];
  /** A subscription handshake (Meta's GET with hub.challenge): the text to echo, once the token matches. */
  verify?(query: Record<string, string>): string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares two secrets in constant time (their digests, so lengths leak nothing either). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** The callback's `?token=` against the operator's; throws the localised 401 when it differs. */
export function checkToken(callback: StatusCallback, expected: string): void {
  if (!sameSecret(callback.query.token, expected)) throw new AppError('OUTBOX_CALLBACK_UNSIGNED');
}

/** A header's one value (the first of a repeated one). */
export const headerOf = (callback: StatusCallback, name: string): string | undefined => {
  const value = callback.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** A text field of the callback: strings and numbers as text, anything else as missing. */
export const textField = (fields: Record<string, unknown>, name: string): string | undefined => {
  const value = fields[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};
