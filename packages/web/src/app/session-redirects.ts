import { queryClient } from '../lib/query-client';
import { clearSession, hasToken, markPasswordChangeRequired, onSessionEvent } from '../lib/session';
import { router } from './router';

/**
 * Where the app goes when the API client ends or restricts a session on its own:
 * a session that cannot be renewed lands on /login (spec §8), an account that must change its
 * password on /force-password (PRODUCT §5). The page changes before the token goes, so the
 * dashboard guard never sees a tokenless dashboard and sends the visitor to /home instead.
 */
export function followSessionEvents(): void {
  onSessionEvent((event) => {
    const { pathname } = router.state.location;
    if (event === 'password-change-required') {
      markPasswordChangeRequired();
      if (pathname !== '/force-password') void router.navigate('/force-password', { replace: true });
      return;
    }
    if (!hasToken()) return;
    void router.navigate('/login', { replace: true, flushSync: true }).then(() => {
      clearSession();
      queryClient.clear();
    });
  });
}
