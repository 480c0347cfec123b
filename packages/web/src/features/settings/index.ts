import { defineFeature } from '../../app/feature';

/** The platform's settings (spec §6). */
export const settingsFeature = defineFeature({
  name: 'settings',
  shellNamespaces: () => import('./namespaces'),
});
