import { useQuery } from '@tanstack/react-query';
import { apiRequest, routePath } from '../../../lib/api-client';
import { writeProfile } from '../../../lib/session';
import { parseProfile } from '../../../lib/stored-profile';
import { readStored } from '../../../lib/storage';
import { AUTH_ROUTES } from '@bayan/shared';

/** Spends the single-use token of the emailed `/account-verification?token=` link. */
export function confirmEmail(token: string): Promise<void> {
  return apiRequest<void>(routePath(AUTH_ROUTES['auth.confirmEmail']), { query: { token }, anonymous: true });
}

/** Spec §4: a confirmed email sets the flag in the stored profile of a logged-in visitor. */
function markEmailConfirmed() {
  const profile = parseProfile(readStored('profile'));
  if (profile) writeProfile({ ...profile, is_email_confirmed: true });
}

/**
 * A query, not a mutation, so the twin mount of development mode and a re-render share one
 * call: the token works once. It is never refetched or retried.
 */
export function useConfirmEmail(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: async () => {
      await confirmEmail(token ?? '');
      markEmailConfirmed();
      return true;
    },
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
