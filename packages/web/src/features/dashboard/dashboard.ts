import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { catalogues } from '../../i18n/add-catalogues';

/** The dashboard's home page and the top bar's profile menu, loaded with the shell (app/feature-dashboards.ts). */
export const dashboardDashboard: FeatureDashboard = {
  // The home's next steps come with the home, in the same render as its figures: loaded after
  // them, the card pushed the figures down as the page settled (layout shift 0.21 in Lighthouse).
  routes: [
    {
      path: null,
      entry: 'home',
      page: lazyPage(
        () => import('./routes/home'),
        catalogues(() => import('./page-namespaces'), 'homeSteps'),
      ),
    },
  ],
  topBar: [lazyPage(() => import('./components/profile-menu').then(({ ProfileMenu }) => ({ default: ProfileMenu })))],
};
