import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';

/** The audit log's page (spec §6), loaded with the dashboard shell (app/feature-dashboards.ts). */
export const eventsDashboard: FeatureDashboard = {
  routes: [{ path: 'events', entry: 'events', page: lazyPage(() => import('./routes/events')) }],
};
