import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, routePath } from '../../../lib/api-client';
import { USERS_ROUTES } from '@bayan/shared';

/** A soft delete: the account becomes DELETED, cannot log in and stays in the audit log. */
export function deleteUser(pubkey: string): Promise<void> {
  return apiRequest<void>(routePath(USERS_ROUTES['users.delete'], { pubkey }), { method: 'DELETE' });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { successMessage: 'feedback.done.userDeleted' },
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
