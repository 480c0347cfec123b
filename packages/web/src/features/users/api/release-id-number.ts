import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_ROUTES, type ReleaseIdNumber, type User } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** The SUPERADMIN's support path: the account's ID number is cleared and it is told; audited with the reason. */
export function releaseIdNumber(pubkey: string, body: ReleaseIdNumber): Promise<User> {
  return apiRequest<User>(routePath(USERS_ROUTES['users.releaseIdNumber'], { pubkey }), { method: 'POST', body });
}

export function useReleaseIdNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubkey, reason }: { pubkey: string; reason: string }) => releaseIdNumber(pubkey, { reason }),
    meta: { successMessage: 'feedback.done.idNumberReleased' },
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
