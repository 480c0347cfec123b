import { useMutation } from '@tanstack/react-query';
import { forgetPasswordSchema, AUTH_ROUTES } from '@bayan/shared';
import type { z } from 'zod';
import { apiRequest, routePath } from '../../../lib/api-client';
import { writeStored } from '../../../lib/storage';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export { forgetPasswordSchema };
export type ForgetPasswordInput = z.output<typeof forgetPasswordSchema>;

export function forgetPassword(body: ForgetPasswordInput): Promise<{ message: string } | undefined> {
  return apiRequest(routePath(AUTH_ROUTES['auth.forgetPassword']), { method: 'POST', body, anonymous: true });
}

/** Spec §3: the identifier is kept under `email` (it fills the login form afterwards). */
export function useForgetPassword() {
  return useMutation({
    mutationFn: forgetPassword,
    // The page that replaces the form says what happened; a toast on top would repeat it.
    meta: { silentSuccess: true },
    onSuccess: (_answer, body) => {
      writeStored('email', body.login ?? null);
      writeStored('reset_password', 'requested');
    },
  });
}
