import { queryClient } from '../lib/query-client';
import { clearSession, hasToken, onSessionEvent } from '../lib/session';
import { currentPath, navigateTo } from './navigation';

/**
 * Where the app goes when the API client ends or restricts a session on its own:
 * a session that cannot be renewed lands on /login (spec §8), an account that must change its
 * password on /force-password (PRODUCT §5). The page changes before the token goes, so the
 * dashboard guard never sees a tokenless dashboard and sends the visitor to /home instead.
 */
export function followSessionEvents(): void {
  onSessionEvent((event) => {
    if (event === 'password-change-required') {
      // Fetched on demand: the profile's schema (zod) stays out of the first load (issue 14).
      void import('../lib/stored-profile').then(({ markPasswordChangeRequired }) => {
        markPasswordChangeRequired();
        if (currentPath() !== '/force-password') {
          void navigateTo('/force-password', { replace: true });
        }
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
