import { useQueryClient } from '@tanstack/react-query';
import { DELAYS } from '../config/delays';
import { useDelayedNavigate } from './use-delayed-navigate';
import { clearSession } from '../lib/session';
import { useLogout } from '../lib/logout';

/**
 * Spec §2/§4: logout ends the session and lands on /login after 1 s. The local session goes
 * whatever the server says; it goes once /login is shown, so the dashboard guard never sees a
 * tokenless dashboard (it would send the visitor to /home).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const goTo = useDelayedNavigate();
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () =>
        goTo('/login', DELAYS.logout, { replace: true }, () => {
          clearSession();
          queryClient.clear();
        }),
    });
  return { signOut, busy: logout.isPending || logout.isSuccess || logout.isError };
}
