import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { readStored } from '../lib/storage';
import { useToken } from '../hooks/use-token';
import { useHomePath } from './site-home';

/**
 * `/`: on to the dashboard for a visitor with a token, the landing page for everyone else. After
 * the first render (the server's, or hydration's), reading the token the browser holds.
 */
export function RootRedirect() {
  const navigate = useNavigate();
  const home = useHomePath();
  useEffect(() => {
    if (readStored('token')) void navigate('/dashboard', { replace: true });
    else if (home) void navigate(home, { replace: true });
  }, [navigate, home]);
  return null;
}

/** Spec §2 and §6: the dashboard guard checks for a token only; the server checks roles. */
export function RequireToken({ children }: { children: ReactNode }) {
  const token = useToken();
  const home = useHomePath();
  return token ? children : <Navigate to={home ?? '/home'} replace />;
}
