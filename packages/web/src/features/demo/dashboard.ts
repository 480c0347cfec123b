import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';

/** The sample pages, loaded with the dashboard shell (app/feature-dashboards.ts). */
export const demoDashboard: FeatureDashboard = {
  routes: [
    {
      path: 'utils/util-typography',
      entry: 'util-typography',
      page: lazyPage(() => import('./routes/util-typography')),
    },
    { path: 'utils/util-color', entry: 'util-color', page: lazyPage(() => import('./routes/util-color')) },
    { path: 'utils/util-shadow', entry: 'util-shadow', page: lazyPage(() => import('./routes/util-shadow')) },
    { path: 'utils/form-inputs', entry: 'form-inputs', page: lazyPage(() => import('./routes/form-inputs')) },
    { path: 'icons/tabler-icons', entry: 'tabler-icons', page: lazyPage(() => import('./routes/tabler-icons')) },
    { path: 'icons/material-icons', entry: 'material-icons', page: lazyPage(() => import('./routes/material-icons')) },
    { path: 'sample-page', entry: 'sample-page', page: lazyPage(() => import('./routes/sample-page')) },
  ],
};
