import { defineFeature } from '../../lib/feature/feature';
import { catalogues } from '../../i18n/add-catalogues';

/** The dashboard's home page and the top bar's profile menu (dashboard.ts); its namespace also titles the shell and menu. */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  shellNamespaces: catalogues(() => import('./namespaces'), 'dashboard'),
  // The home's next steps and set-up hints, fetched with the home's script (dashboard.ts).
  pageNamespaces: catalogues(() => import('./page-namespaces'), 'homeSteps'),
});
