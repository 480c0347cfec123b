import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { MENU } from './menu';
import { useStoredProfile } from '../hooks/use-profile';
import { useToken } from '../hooks/use-token';
import { findTrail, mayOpen } from '../lib/menu-tree';
import { NoPermission } from './layouts/dashboard/no-permission';
import { DashboardNotFound } from './layouts/dashboard/not-found';

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

/**
 * PRODUCT §3: a dashboard page opens for the roles its menu entry shows to (the same rule as
 * the menu); any other role gets the no-permission page inside the shell. A page whose module is
 * switched off has no entry, and is not found (PRODUCT §1).
 */
export function RequireMenuAccess({ entry, children }: { entry: string; children: ReactNode }) {
  const profile = useStoredProfile();
  if (!findTrail(MENU, (item) => item.id === entry)) return <DashboardNotFound />;
  if (!profile) return <PageLoader />;
  return mayOpen(MENU, entry, profile.role) ? children : <NoPermission />;
}
