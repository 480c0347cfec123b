import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { writeProfile } from '../../../lib/session';

/** The account as the server sees it now; the stored copy (spec §3 `profile`) follows it. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await apiRequest<Profile>(routePath('auth.profile'), { signal });
  writeProfile(profile);
  return profile;
}

export function useProfile() {
  return useQuery({ queryKey: ['auth', 'profile'], queryFn: ({ signal }) => getProfile(signal), staleTime: 0 });
}
