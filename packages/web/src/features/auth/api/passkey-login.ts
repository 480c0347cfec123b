import { useMutation } from '@tanstack/react-query';
import { AUTH_ROUTES, type PasskeyOptions, type Tokens } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { inBrowser } from '../../../lib/webauthn-browser';

/**
 * A login by passkey: with the second step's token, one of the account's passkeys instead of a
 * code; without, a passwordless login with a passkey this device keeps for the site.
 */
export async function loginWithPasskey(mfaToken?: string): Promise<Tokens> {
  const tokenBody = mfaToken ? { mfa_token: mfaToken } : {};
  const optionsJSON = await apiRequest<PasskeyOptions>(routePath(AUTH_ROUTES['auth.loginPasskeyOptions']), {
    method: 'POST',
    body: tokenBody,
    anonymous: true,
  });
  const response = await inBrowser((webauthn) => webauthn.startAuthentication({ optionsJSON: optionsJSON as never }));
  return apiRequest<Tokens>(routePath(AUTH_ROUTES['auth.loginPasskey']), {
    method: 'POST',
    body: { ...tokenBody, response },
    anonymous: true,
  });
}

/** The login's passkey button (passkey-login-button.tsx); the session is stored as a password login's. */
export function useLoginPasskey() {
  return useMutation({ mutationFn: loginWithPasskey, meta: { silentSuccess: true }, onSuccess: saveSession });
}
