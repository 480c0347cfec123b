import type { FeatureDashboard } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The dashboard's home page and the top bar's profile menu, loaded with the shell (app/feature-dashboards.ts). */
export const dashboardDashboard: FeatureDashboard = {
  routes: [{ path: null, entry: 'home', page: lazyPage(() => import('./routes/home')) }],
  topBar: [lazyPage(() => import('./components/profile-menu').then(({ ProfileMenu }) => ({ default: ProfileMenu })))],
};
