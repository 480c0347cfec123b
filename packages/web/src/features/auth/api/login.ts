import { useMutation } from '@tanstack/react-query';
import { AUTH_ROUTES, type loginSchema, type Tokens } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { writeStored } from '../../../lib/storage';
import type { z } from 'zod';

/** One identifier field: the server tells email, phone and ID number apart (PRODUCT §5). */
export type LoginInput = z.output<typeof loginSchema>;

export function login(body: LoginInput): Promise<Tokens> {
  return apiRequest<Tokens>(routePath(AUTH_ROUTES['auth.login']), { method: 'POST', body, anonymous: true });
}

/** Spec §4/§8: success stores the session; failure removes any stored token. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    // The page that follows is the answer: a "done successfully" toast would only cover it.
    meta: { silentSuccess: true },
    onSuccess: (tokens) => {
      saveSession(tokens);
      writeStored('email', null);
      writeStored('reset_password', null);
    },
    onError: () => writeStored('token', null),
  });
}
