import { defineFeature } from '../../app/feature';

export const pageNamespaces = () => import('./page-namespaces');

/** Users and their accounts (spec §6). */
export const usersFeature = defineFeature({
  name: 'users',
  shellNamespaces: () => import('./namespaces'),
  pageNamespaces,
});
