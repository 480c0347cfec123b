import { useQuery } from '@tanstack/react-query';
import { ENDOWMENTS_ROUTES, type ProfileCompletion } from '@bayan/shared';
import { apiRequest, routePath } from '../lib/api-client';

/** The caller's profile completion (GET /api/profile/completion): refetched after a profile save. */
export const PROFILE_COMPLETION_QUERY_KEY = ['profile', 'completion'] as const;

export function getProfileCompletion(signal?: AbortSignal): Promise<ProfileCompletion> {
  return apiRequest<ProfileCompletion>(routePath(ENDOWMENTS_ROUTES['endowments.profileCompletion']), { signal });
}

/**
 * How complete the profile is for drafting an endowment deed: the stage (spec §5), done of total and
 * the missing facts. Read afresh each time a screen that shows it opens.
 */
export function useProfileCompletion({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: PROFILE_COMPLETION_QUERY_KEY,
    queryFn: ({ signal }) => getProfileCompletion(signal),
    staleTime: 0,
    enabled,
  });
}
