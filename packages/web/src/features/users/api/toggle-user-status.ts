import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_ROUTES, type User } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** ACTIVE ↔ BLOCKED; blocking ends the account's sessions at once. */
export function toggleUserStatus(pubkey: string): Promise<User> {
  return apiRequest<User>(routePath(USERS_ROUTES['users.toggleStatus'], { id: pubkey }), { method: 'PUT' });
}

export function useToggleUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleUserStatus,
    meta: {
      successMessage: (user) =>
        (user as User).status === 'BLOCKED' ? 'feedback.done.userBlocked' : 'feedback.done.userUnblocked',
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
