import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useToken } from '../hooks/use-token';

/** `/`: the dashboard for a visitor with a token, the landing page for everyone else. */
export function RootRedirect() {
  const token = useToken();
  return <Navigate to={token ? '/dashboard' : '/home'} replace />;
}

/** Spec §2 and §6: the dashboard guard checks for a token only; the server checks roles. */
export function RequireToken({ children }: { children: ReactNode }) {
  const token = useToken();
  return token ? children : <Navigate to="/home" replace />;
}
