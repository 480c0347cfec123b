import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The audit log (spec §6). */
export const eventsFeature = defineFeature({
  name: 'events',
  shellNamespaces: () => import('./namespaces'),
  dashboardRoutes: [{ path: 'events', entry: 'events', page: lazyPage(() => import('./routes/events')) }],
});
