import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ROUTES } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/**
 * The SUPERADMIN's support path: the account's authenticator app and recovery codes are removed and
 * its sessions end; audited. The account links an app again at its next login if its role must.
 */
export function resetTotp(pubkey: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(routePath(AUTH_ROUTES['auth.totpReset'], { pubkey }), { method: 'DELETE' });
}

export function useResetTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetTotp,
    meta: { successMessage: 'feedback.done.totpReset' },
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
