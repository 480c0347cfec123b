import { useMutation } from '@tanstack/react-query';
import { AUTH_ROUTES, isMfaChallenge, type LoginResult, type loginSchema } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { writeStored } from '../../../lib/storage';
import type { z } from 'zod';

/** One identifier field: the server tells email, phone and ID number apart (PRODUCT §5). */
export type LoginInput = z.output<typeof loginSchema>;

/** The tokens, or (an account with an authenticator app) the second step's challenge. */
export function login(body: LoginInput): Promise<LoginResult> {
  return apiRequest<LoginResult>(routePath(AUTH_ROUTES['auth.login']), { method: 'POST', body, anonymous: true });
}

/** Spec §4/§8: success stores the session (a second step stores it when done); failure removes any stored token. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    // The page that follows is the answer: a "done successfully" toast would only cover it.
    meta: { silentSuccess: true },
    onSuccess: (result) => {
      if (!isMfaChallenge(result)) saveSession(result);
      writeStored('email', null);
      writeStored('reset_password', null);
    },
    onError: () => writeStored('token', null),
  });
}
