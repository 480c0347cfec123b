import { useMutation } from '@tanstack/react-query';
import type { registerSchema, Tokens } from '@bayan/shared';
import type { z } from 'zod';
import { apiRequest, routePath } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Sign-up; the server sends a 6-digit SMS code and an email confirmation link. */
export type RegisterInput = z.output<typeof registerSchema>;

export function register(body: RegisterInput): Promise<Tokens> {
  return apiRequest<Tokens>(routePath('auth.register'), { method: 'POST', body, anonymous: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: saveSession });
}
