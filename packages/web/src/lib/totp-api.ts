import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type RecoveryCodes, type Tokens, type TotpSetup, type TotpStatus } from '@bayan/shared';
import { apiRequest, routePath } from './api-client';
import { readStored } from './storage';
import { saveSession, writeProfile } from './session';
import { parseProfile } from './stored-profile';

/* The second factor (TOTP): the login's second step, enrolment and the account's recovery codes. */

const statusKey = ['totp-status'] as const;

/** The stored profile learns that the app is linked (the enrolment gate opens). */
function markEnrolled(): void {
  const profile = parseProfile(readStored('profile'));
  if (profile) writeProfile({ ...profile, totp_enabled: true, must_enrol_totp: false });
}

/** The login's second step: the challenge a right password got, and a code of the app or a recovery code. */
export function useLoginTotp() {
  return useMutation({
    mutationFn: (body: { mfa_token: string; code: string }) =>
      apiRequest<Tokens>(routePath(API_ROUTES['auth.loginTotp']), { method: 'POST', body, anonymous: true }),
    meta: { silentSuccess: true },
    onSuccess: saveSession,
  });
}

export function useTotpStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiRequest<TotpStatus>(routePath(API_ROUTES['auth.totpStatus']), { signal }),
  });
}

/** A new secret to scan or type; nothing changes until its first code is confirmed. */
export function useTotpSetup() {
  return useMutation({
    mutationFn: () => apiRequest<TotpSetup>(routePath(API_ROUTES['auth.totpSetup']), { method: 'POST' }),
    meta: { silentSuccess: true },
  });
}

/** The first code: the app is linked and the answer carries the recovery codes, this once. */
export function useTotpConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodes>(routePath(API_ROUTES['auth.totpConfirm']), { method: 'POST', body: { code } }),
    meta: { silentSuccess: true },
    onSuccess: () => {
      markEnrolled();
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodes>(routePath(API_ROUTES['auth.totpRecoveryCodes']), { method: 'POST', body: { code } }),
    meta: { silentSuccess: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ message: string }>(routePath(API_ROUTES['auth.totpDisable']), { method: 'POST', body: { code } }),
    onSuccess: () => {
      const profile = parseProfile(readStored('profile'));
      if (profile) writeProfile({ ...profile, totp_enabled: false });
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}
