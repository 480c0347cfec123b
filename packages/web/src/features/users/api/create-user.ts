import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_ROUTES, type User } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** Multipart (spec §7): the text fields and, when chosen, the `file` part. */
export function createUser(form: FormData): Promise<User> {
  return apiRequest<User>(routePath(USERS_ROUTES['users.create']), { method: 'POST', body: form });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { successMessage: 'feedback.done.userAdded' },
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
