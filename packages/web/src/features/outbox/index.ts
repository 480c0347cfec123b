import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The messages the platform sent (or would have sent) by email and SMS. */
export const outboxFeature = defineFeature({
  name: 'outbox',
  dashboardRoutes: [{ path: 'outbox', entry: 'outbox', page: lazyPage(() => import('./routes/outbox')) }],
});
