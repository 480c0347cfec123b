import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { landing, pageNamespaces } from '.';

/** The landing inside the dashboard and the names administration, loaded with the shell (app/feature-dashboards.ts). */
export const namesDashboard: FeatureDashboard = {
  routes: [
    { path: 'landing', entry: 'landing', page: landing },
    { path: 'names', entry: 'names', page: lazyPage(() => import('./routes/names-admin'), pageNamespaces) },
  ],
};
