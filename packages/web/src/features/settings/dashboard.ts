import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';

/** The settings' page (spec §6), loaded with the dashboard shell (app/feature-dashboards.ts). */
export const settingsDashboard: FeatureDashboard = {
  routes: [{ path: 'settings', entry: 'settings', page: lazyPage(() => import('./routes/settings')) }],
};
