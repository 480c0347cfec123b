import { useMutation } from '@tanstack/react-query';
import { AUTH_ROUTES, type registerSchema, type Tokens } from '@bayan/shared';
import type { z } from 'zod';
import { apiRequest, routePath } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Sign-up; the server sends a 6-digit SMS code and an email confirmation link. */
export type RegisterInput = z.output<typeof registerSchema>;

/** Who signs up: an account (register) or a clinic's patient (patient-register: ID number and birthday too). */
export type RegisterKind = (typeof AUTH_ROUTES)['auth.register' | 'auth.patientRegister'];

export function register(body: RegisterInput, kind: RegisterKind = AUTH_ROUTES['auth.register']): Promise<Tokens> {
  return apiRequest<Tokens>(routePath(kind), { method: 'POST', body, anonymous: true });
}

export function useRegister(kind: RegisterKind = AUTH_ROUTES['auth.register']) {
  return useMutation({ mutationFn: (body: RegisterInput) => register(body, kind), onSuccess: saveSession });
}
