import type { FeatureDashboard } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The top bar's bell, loaded with the dashboard shell (app/feature-dashboards.ts). */
export const notificationsDashboard: FeatureDashboard = {
  topBar: [
    lazyPage(() =>
      import('./components/notification-bell').then(({ NotificationBell }) => ({ default: NotificationBell })),
    ),
  ],
};
