import type { FeatureDashboard } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import { pageNamespaces } from '.';

/** The users' page (spec §6), loaded with the dashboard shell (app/feature-dashboards.ts). */
export const usersDashboard: FeatureDashboard = {
  routes: [{ path: 'users', entry: 'users', page: lazyPage(() => import('./routes/users'), pageNamespaces) }],
};
