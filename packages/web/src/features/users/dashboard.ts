import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { pageNamespaces } from '.';

/** The users' page (spec §6), loaded with the dashboard shell (app/feature-dashboards.ts). */
export const usersDashboard: FeatureDashboard = {
  routes: [{ path: 'users', entry: 'users', page: lazyPage(() => import('./routes/users'), pageNamespaces) }],
};
