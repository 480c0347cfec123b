import { useMutation } from '@tanstack/react-query';
import { forcePasswordSchema, type Tokens, AUTH_ROUTES } from '@bayan/shared';
import type { z } from 'zod';
import { apiRequest, routePath } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Replaces a password an administrator set; until then every other call answers 403. */
export { forcePasswordSchema };
export type ForcePasswordInput = z.output<typeof forcePasswordSchema>;

export function forcePassword(body: ForcePasswordInput): Promise<Tokens> {
  return apiRequest<Tokens>(routePath(AUTH_ROUTES['auth.forcePassword']), { method: 'POST', body });
}

export function useForcePassword() {
  return useMutation({ mutationFn: forcePassword, onSuccess: saveSession });
}
