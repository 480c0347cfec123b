import { queryClient } from '../lib/query-client';
import { clearSession, hasToken, onSessionEvent } from '../lib/session';
import { currentPath, navigateTo } from '../lib/navigation';

/**
 * Where the app goes when the API client ends or restricts a session on its own:
 * a session that cannot be renewed lands on /login (spec §8), an account that must change its
 * password on /force-password (PRODUCT §5), one that must link an authenticator app on
 * /two-factor-setup, a sign-up that must confirm its phone first on
 * /phone-verification (settings: otp_required_at_signup). The page changes before the token
 * goes, so the dashboard guard never sees a tokenless dashboard and sends the visitor to /home.
 */
export function followSessionEvents(): void {
  onSessionEvent((event) => {
    if (event !== 'expired') {
      const page =
        event === 'password-change-required'
          ? '/force-password'
          : event === 'totp-enrolment-required'
            ? '/two-factor-setup'
            : '/phone-verification';
      // Fetched on demand: the profile's schema (zod) stays out of the first load (issue 14).
      void import('../lib/stored-profile').then((stored) => {
        if (event === 'password-change-required') stored.markPasswordChangeRequired();
        else if (event === 'totp-enrolment-required') stored.markTotpEnrolmentRequired();
        else stored.markPhoneVerificationRequired();
        if (currentPath() !== page) void navigateTo(page, { replace: true });
      });
      return;
    }
    if (!hasToken()) return;
    void navigateTo('/login', { replace: true }).then(() => {
      clearSession();
      queryClient.clear();
    });
  });
}
