import { z } from 'zod';

/** An SMS sender name as the Saudi providers register it: up to 11 letters, digits, spaces, . - &. */
export const senderName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .&-]{0,10}$/, 'must be your registered sender name (up to 11 letters or digits)');

/** The Saudi providers want the number in international form without + or 00 (9665XXXXXXXX). */
export const internationalDigits = (e164: string) => e164.replace(/^\+/, '');

/** What building a provider needs from the app: where its callbacks come back. */
export interface ProviderContext {
  /** PUBLIC_URL with BASE_PATH: the callback URLs are under it. */
  publicUrl: string;
}

/** A provider's status callback URL under the app's public address. */
export const callbackUrl = (context: ProviderContext, provider: string) =>
  `${context.publicUrl}/api/outbox/status/${provider}`;
