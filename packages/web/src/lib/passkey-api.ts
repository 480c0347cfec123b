import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_ROUTES, type Passkey, type PasskeyList, type PasskeyOptions, type PasskeyRegister } from '@bayan/shared';
import { apiRequest, routePath } from './api-client';
import { readStored } from './storage';
import { writeProfile } from './session';
import { parseProfile } from './stored-profile';
import { inBrowser } from './webauthn-browser';

/* The account's own passkeys (WebAuthn): listed, added (the browser makes it), removed. */

const listKey = ['passkeys'] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => apiRequest<PasskeyList>(routePath(AUTH_ROUTES['auth.passkeys']), { signal }),
  });
}

/** Options from the server, the browser makes the passkey, the server keeps it under its name. */
async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await apiRequest<PasskeyOptions>(routePath(AUTH_ROUTES['auth.passkeyRegisterOptions']), {
    method: 'POST',
  });
  const response = await inBrowser((webauthn) => webauthn.startRegistration({ optionsJSON: optionsJSON as never }));
  const body: PasskeyRegister = { name, response: response as PasskeyRegister['response'] };
  return apiRequest<Passkey>(routePath(AUTH_ROUTES['auth.passkeyRegister']), { method: 'POST', body });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
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
