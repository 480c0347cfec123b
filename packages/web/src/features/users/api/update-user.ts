import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_ROUTES, type User } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** Multipart (spec §7) with only the changed fields; a new file replaces the old one. */
export function updateUser(pubkey: string, form: FormData): Promise<User> {
  return apiRequest<User>(routePath(USERS_ROUTES['users.update'], { pubkey }), { method: 'PATCH', body: form });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubkey, form }: { pubkey: string; form: FormData }) => updateUser(pubkey, form),
    meta: { successMessage: 'feedback.done.userSaved' },
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
