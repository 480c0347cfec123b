import { useMutation } from '@tanstack/react-query';
import { otpVerifySchema, type Tokens, AUTH_ROUTES } from '@bayan/shared';
import type { z } from 'zod';
import { apiRequest, routePath } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Confirms the logged-in account's phone with the code sent by SMS. */
export { otpVerifySchema };
export type OtpVerifyInput = z.output<typeof otpVerifySchema>;

export function otpVerify(body: OtpVerifyInput): Promise<Tokens> {
  return apiRequest<Tokens>(routePath(AUTH_ROUTES['auth.otpVerify']), { method: 'POST', body });
}

export function useOtpVerify() {
  return useMutation({ mutationFn: otpVerify, onSuccess: saveSession });
}
