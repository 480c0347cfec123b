import type { FeatureDashboard } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The sent messages' page, loaded with the dashboard shell (app/feature-dashboards.ts). */
export const outboxDashboard: FeatureDashboard = {
  routes: [{ path: 'outbox', entry: 'outbox', page: lazyPage(() => import('./routes/outbox')) }],
};
