import type { FeatureDashboard } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The audit log's page (spec §6), loaded with the dashboard shell (app/feature-dashboards.ts). */
export const eventsDashboard: FeatureDashboard = {
  routes: [{ path: 'events', entry: 'events', page: lazyPage(() => import('./routes/events')) }],
};
