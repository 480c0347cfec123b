import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { AUTH_ROUTES, type changePasswordSchema } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

/** Proves the current password, sets the new one and ends the account's other sessions. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest<void>(routePath(AUTH_ROUTES['auth.changePassword']), { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { successMessage: 'feedback.done.passwordChanged' } });
}
