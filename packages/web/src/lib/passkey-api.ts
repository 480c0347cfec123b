import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUTH_ROUTES,
  type Passkey,
  type PasskeyList,
  type PasskeyOptions,
  type PasskeyRegister,
  type Tokens,
} from '@bayan/shared';
import type * as WebAuthn from '@simplewebauthn/browser';
import i18n from '../i18n/i18n';
import { ApiError, apiRequest, routePath } from './api-client';
import { readStored } from './storage';
import { saveSession, writeProfile } from './session';
import { parseProfile } from './stored-profile';

/*
 * Passkeys (WebAuthn): the account's own, and the login by one. The browser's half
 * (@simplewebauthn/browser) is loaded only when a passkey action runs, never with the login page.
 */

const listKey = ['passkeys'] as const;

/** The browser's ceremony; its refusal (cancelled, timed out, no passkey here) reads as our message. */
async function ceremony<T>(run: (lib: typeof WebAuthn) => Promise<T>): Promise<T> {
  const lib = await import('@simplewebauthn/browser');
  try {
    return await run(lib);
  } catch (error) {
    console.error(error);
    throw new ApiError(0, { code: 'PASSKEY_NOT_USED', message: i18n.t('feedback.passkeyNotUsed') });
  }
}

export function usePasskeys() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => apiRequest<PasskeyList>(routePath(AUTH_ROUTES['auth.passkeys']), { signal }),
  });
}

/** Options from the server, the browser makes the passkey, the server keeps it under its name. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await apiRequest<PasskeyOptions>(routePath(AUTH_ROUTES['auth.passkeyRegisterOptions']), {
        method: 'POST',
      });
      const response = await ceremony((lib) => lib.startRegistration({ optionsJSON: optionsJSON as never }));
      const body: PasskeyRegister = { name, response: response as PasskeyRegister['response'] };
      return apiRequest<Passkey>(routePath(AUTH_ROUTES['auth.passkeyRegister']), { method: 'POST', body });
    },
    meta: { successMessage: 'feedback.done.passkeyAdded' },
    onSuccess: () => {
      // A passkey is a second factor: an account that had to enrol one may go on.
      const profile = parseProfile(readStored('profile'));
      if (profile) writeProfile({ ...profile, totp_enabled: true, must_enrol_totp: false });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>(routePath(AUTH_ROUTES['auth.passkeyRemove'], { id }), { method: 'DELETE' }),
    meta: { successMessage: 'feedback.done.passkeyRemoved' },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/**
 * A login by passkey: with the second step's token, one of the account's passkeys instead of a
 * code; without, a passwordless login with a passkey this device keeps for the site.
 */
export function useLoginPasskey() {
  return useMutation({
    mutationFn: async (mfaToken?: string) => {
      const tokenBody = mfaToken ? { mfa_token: mfaToken } : {};
      const optionsJSON = await apiRequest<PasskeyOptions>(routePath(AUTH_ROUTES['auth.loginPasskeyOptions']), {
        method: 'POST',
        body: tokenBody,
        anonymous: true,
      });
      const response = await ceremony((lib) => lib.startAuthentication({ optionsJSON: optionsJSON as never }));
      return apiRequest<Tokens>(routePath(AUTH_ROUTES['auth.loginPasskey']), {
        method: 'POST',
        body: { ...tokenBody, response },
        anonymous: true,
      });
    },
    meta: { silentSuccess: true },
    onSuccess: saveSession,
  });
}
