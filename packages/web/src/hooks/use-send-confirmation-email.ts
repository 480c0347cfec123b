import { useMutation } from '@tanstack/react-query';
import { apiRequest, routePath } from '../lib/api-client';
import { AUTH_ROUTES } from '@bayan/shared';

/** Emails the account a new confirmation link (the `/account-verification?token=` page). */
export function sendConfirmationEmail(): Promise<void> {
  return apiRequest<void>(routePath(AUTH_ROUTES['auth.sendConfirmationEmail']));
}

export function useSendConfirmationEmail() {
  return useMutation({ mutationFn: sendConfirmationEmail, meta: { successMessage: 'feedback.done.emailSent' } });
}
