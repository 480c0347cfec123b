import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';

/** The sent messages' page, loaded with the dashboard shell (app/feature-dashboards.ts). */
export const outboxDashboard: FeatureDashboard = {
  routes: [{ path: 'outbox', entry: 'outbox', page: lazyPage(() => import('./routes/outbox')) }],
};
