import { useQuery } from '@tanstack/react-query';
import { AUTH_ROUTES, type Profile } from '@bayan/shared';
import { apiRequest, routePath } from '../lib/api-client';
import { writeProfile } from '../lib/session';
import { readStored } from '../lib/storage';
import { useStoredProfile } from './use-profile';

export const PROFILE_QUERY_KEY = ['auth', 'profile'] as const;

/** The account as the server sees it now; the stored copy (spec §3 `profile`) follows it. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await apiRequest<Profile>(routePath(AUTH_ROUTES['auth.profile']), { signal });
  writeProfile(profile);
  return profile;
}

/**
 * The dashboard shell's account: the stored copy, re-read from the server when the dashboard opens.
 * Everything else reads the stored copy (useStoredProfile), which the answer keeps current, so a
 * page change costs no extra call. The answer itself re-renders the shell only where no stored
 * copy stands for it (storage disabled by the browser): a stored copy that changes re-renders what
 * reads it, and an unchanged one nothing (issue 14: the whole dashboard drew again on the answer).
 */
export function useDashboardProfile(): Profile | null {
  const stored = useStoredProfile();
  const fresh = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 0,
    notifyOnChangeProps: () => (readStored('profile') === null ? ['data'] : []),
  }).data;
  return stored ?? fresh ?? null;
}
