import { useMutation } from '@tanstack/react-query';
import { resetPasswordSchema, AUTH_ROUTES } from '@bayan/shared';
import type { z } from 'zod';
import { apiRequest, routePath } from '../../../lib/api-client';
import { writeStored } from '../../../lib/storage';

/** Sets a new password with the single-use token of the `/reset?token=` link sent by email or SMS. */
export { resetPasswordSchema };
export type ResetPasswordInput = z.output<typeof resetPasswordSchema> & { token: string };

export function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
  return apiRequest<void>(routePath(AUTH_ROUTES['auth.resetPassword'], { id: token }), {
    method: 'POST',
    body: { password },
    anonymous: true,
  });
}

/** Spec §3 `reset_password`: the login screen says the new password is set. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // /reset-success says it, and the login screen after it.
    meta: { silentSuccess: true },
    onSuccess: () => writeStored('reset_password', 'done'),
  });
}
