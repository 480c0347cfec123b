import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { pageNamespaces } from '.';

/** The profile page, loaded with the dashboard shell (app/feature-dashboards.ts). */
export const profileDashboard: FeatureDashboard = {
  routes: [{ path: 'profile', entry: 'profile', page: lazyPage(() => import('./routes/profile'), pageNamespaces) }],
};
