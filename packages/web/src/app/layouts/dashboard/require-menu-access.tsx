import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useStoredProfile } from '../../../hooks/use-profile';
import { findTrail, mayOpen } from '../../../lib/menu-tree';
import { MENU } from '../../menu';
import { NoPermission } from './no-permission';
import { DashboardNotFound } from './not-found';

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
