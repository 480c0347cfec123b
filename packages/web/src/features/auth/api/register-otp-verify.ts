import { useMutation } from '@tanstack/react-query';
import { registerOtpVerifySchema, type Tokens, AUTH_ROUTES } from '@bayan/shared';
import type { z } from 'zod';
import { apiRequest, routePath } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Confirms a phone by number and code, for a visitor not logged in on this device. */
export { registerOtpVerifySchema };
export type RegisterOtpVerifyInput = z.output<typeof registerOtpVerifySchema>;

export function registerOtpVerify(body: RegisterOtpVerifyInput): Promise<Tokens> {
  return apiRequest<Tokens>(routePath(AUTH_ROUTES['auth.registerOtpVerify']), {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useRegisterOtpVerify() {
  return useMutation({ mutationFn: registerOtpVerify, onSuccess: saveSession });
}
