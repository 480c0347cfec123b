import { defineFeature } from '../../app/feature';

/** The audit log (spec §6). */
export const eventsFeature = defineFeature({
  name: 'events',
  shellNamespaces: () => import('./namespaces'),
});
