import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The dashboard's home page and the top bar's profile menu; its namespace also titles the shell and menu. */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  shellNamespaces: () => import('./namespaces'),
  // The home's next steps (components/lazy-home.ts), kept out of the shell's first load.
  pageNamespaces: () => import('./page-namespaces'),
  dashboardRoutes: [{ path: null, entry: 'home', page: lazyPage(() => import('./routes/home')) }],
  topBar: [lazyPage(() => import('./components/profile-menu').then(({ ProfileMenu }) => ({ default: ProfileMenu })))],
});
