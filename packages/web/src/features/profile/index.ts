import { defineFeature } from '../../app/feature';

export const pageNamespaces = () => import('./page-namespaces');

/** The signed-in account's own details, national address and password, and how complete the profile is (dashboard.ts). */
export const profileFeature = defineFeature({
  name: 'profile',
  shellNamespaces: () => import('./namespaces'),
  pageNamespaces,
});
