import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';

/** The top bar's bell, loaded with the dashboard shell (app/feature-dashboards.ts). */
export const notificationsDashboard: FeatureDashboard = {
  topBar: [
    lazyPage(() =>
      import('./components/notification-bell').then(({ NotificationBell }) => ({ default: NotificationBell })),
    ),
  ],
};
