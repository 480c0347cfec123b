import { useQuery } from '@tanstack/react-query';
import { AUTH_ROUTES, type Profile } from '@bayan/shared';
import { apiRequest, routePath } from '../lib/api-client';
import { writeProfile } from '../lib/session';

export const PROFILE_QUERY_KEY = ['auth', 'profile'] as const;

/** The account as the server sees it now; the stored copy (spec §3 `profile`) follows it. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await apiRequest<Profile>(routePath(AUTH_ROUTES['auth.profile']), { signal });
  writeProfile(profile);
  return profile;
}

/**
 * Re-reads the profile when the dashboard opens. Everything else reads the stored copy
 * (useStoredProfile), which this keeps current, so a page change costs no extra call.
 */
export function useProfileQuery() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal), staleTime: 0 });
}
