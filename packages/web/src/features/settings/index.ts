import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The platform's settings (spec §6). */
export const settingsFeature = defineFeature({
  name: 'settings',
  shellNamespaces: () => import('./namespaces'),
  dashboardRoutes: [{ path: 'settings', entry: 'settings', page: lazyPage(() => import('./routes/settings')) }],
});
