import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_ROUTES, type Profile, type UpdateMe } from '@bayan/shared';
import { PROFILE_COMPLETION_QUERY_KEY } from '../../../hooks/use-profile-completion';
import { PROFILE_QUERY_KEY } from '../../../hooks/use-profile-query';
import { apiRequest, routePath } from '../../../lib/api-client';
import { writeProfile } from '../../../lib/session';

/** `null` clears an optional field; the server answers with the updated profile. */
export type ProfileChanges = { [K in keyof UpdateMe]?: UpdateMe[K] | null };

export function updateMe(body: ProfileChanges): Promise<Profile> {
  return apiRequest<Profile>(routePath(USERS_ROUTES['users.me']), { method: 'PATCH', body });
}

/** Saves the account's own data; the stored profile (greeting, menu) and the completion card follow at once. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    meta: { successMessage: 'feedback.done.profileSaved' },
    onSuccess: (profile) => {
      writeProfile(profile);
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: PROFILE_COMPLETION_QUERY_KEY });
    },
  });
}
