import type * as WebAuthn from '@simplewebauthn/browser';
import i18n from '../i18n/i18n';
import { ApiError } from './api-client';

/**
 * The browser's half of a passkey ceremony. @simplewebauthn/browser is imported here, when a
 * passkey action runs, never with a page's first load (the login page's budget). Its refusals
 * (cancelled, timed out, no passkey on this device) read as our own localised message.
 */
export async function inBrowser<T>(run: (webauthn: typeof WebAuthn) => Promise<T>): Promise<T> {
  const webauthn = await import('@simplewebauthn/browser');
  try {
    return await run(webauthn);
  } catch (error) {
    console.error(error);
    throw new ApiError(0, { code: 'PASSKEY_NOT_USED', message: i18n.t('feedback.passkeyNotUsed') });
  }
}
