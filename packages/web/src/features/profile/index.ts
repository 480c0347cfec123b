import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The signed-in account's own details and password. */
export const profileFeature = defineFeature({
  name: 'profile',
  shellNamespaces: () => import('./namespaces'),
  dashboardRoutes: [{ path: 'profile', entry: 'profile', page: lazyPage(() => import('./routes/profile')) }],
});
