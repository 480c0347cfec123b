import { useMutation } from '@tanstack/react-query';
import { registerOtpVerifySchema, type Tokens } from '@bayan/shared';
import type { z } from 'zod';
import { apiRequest, routePath } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/**
 * Confirms a phone by number and code. Right after sign-up the call carries the sign-up's
 * session, which the answered tokens replace (the server ends it); a visitor calls it without one.
 */
export { registerOtpVerifySchema };
export type RegisterOtpVerifyInput = z.output<typeof registerOtpVerifySchema>;

export function registerOtpVerify(body: RegisterOtpVerifyInput, withSession = false): Promise<Tokens> {
  return apiRequest<Tokens>(routePath('auth.registerOtpVerify'), { method: 'POST', body, anonymous: !withSession });
}

export function useRegisterOtpVerify({ withSession = false } = {}) {
  return useMutation({
    mutationFn: (body: RegisterOtpVerifyInput) => registerOtpVerify(body, withSession),
    onSuccess: saveSession,
  });
}
