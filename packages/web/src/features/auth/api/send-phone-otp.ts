import { useMutation } from '@tanstack/react-query';
import { apiRequest, routePath } from '../../../lib/api-client';
import { AUTH_ROUTES } from '@bayan/shared';

/** Sends a new code to the logged-in account's phone (at most once a minute, PRODUCT §5). */
export function sendPhoneOtp(): Promise<void> {
  return apiRequest<void>(routePath(AUTH_ROUTES['auth.sendPhoneOtp']));
}

export function useSendPhoneOtp() {
  return useMutation({ mutationFn: sendPhoneOtp, meta: { successMessage: 'feedback.done.codeSent' } });
}
