import { defineFeature } from '../../app/feature';

/** The dashboard's home page and the top bar's profile menu (dashboard.ts); its namespace also titles the shell and menu. */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  shellNamespaces: () => import('./namespaces'),
  // The home's next steps and set-up hints, fetched with the home's script (dashboard.ts).
  pageNamespaces: () => import('./page-namespaces'),
});
