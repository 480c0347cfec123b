import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** Users and their accounts (spec §6). */
export const usersFeature = defineFeature({
  name: 'users',
  shellNamespaces: () => import('./namespaces'),
  dashboardRoutes: [{ path: 'users', entry: 'users', page: lazyPage(() => import('./routes/users')) }],
});
