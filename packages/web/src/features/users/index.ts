import { defineFeature } from '../../app/feature';

/** Users and their accounts (spec §6). */
export const usersFeature = defineFeature({
  name: 'users',
  shellNamespaces: () => import('./namespaces'),
});
