import { defineFeature } from '../../lib/feature/feature';
import { catalogues } from '../../i18n/add-catalogues';

/** The platform's settings (spec §6). */
export const settingsFeature = defineFeature({
  name: 'settings',
  shellNamespaces: catalogues(() => import('./namespaces'), 'settings'),
});
