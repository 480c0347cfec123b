import { defineFeature } from '../../lib/feature/feature';
import { catalogues } from '../../i18n/add-catalogues';

/** The audit log (spec §6). */
export const eventsFeature = defineFeature({
  name: 'events',
  shellNamespaces: catalogues(() => import('./namespaces'), 'events'),
});
