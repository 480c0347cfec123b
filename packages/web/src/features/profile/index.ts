import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const pageNamespaces = () => import('./page-namespaces');

/** The signed-in account's own details, national address and password, and how complete the profile is. */
export const profileFeature = defineFeature({
  name: 'profile',
  shellNamespaces: () => import('./namespaces'),
  pageNamespaces,
  dashboardRoutes: [
    { path: 'profile', entry: 'profile', page: lazyPage(() => import('./routes/profile'), pageNamespaces) },
  ],
});
