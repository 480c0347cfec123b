import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The home's next steps and set-up hints: fetched with the home's script, not with the shell. */
const pageNamespaces = () => import('./page-namespaces');

/** The dashboard's home page and the top bar's profile menu; its namespace also titles the shell and menu. */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  shellNamespaces: () => import('./namespaces'),
  pageNamespaces,
  // The home's next steps come with the home, in the same render as its figures: loaded after
  // them, the card pushed the figures down as the page settled (layout shift 0.21 in Lighthouse).
  dashboardRoutes: [{ path: null, entry: 'home', page: lazyPage(() => import('./routes/home'), pageNamespaces) }],
  topBar: [lazyPage(() => import('./components/profile-menu').then(({ ProfileMenu }) => ({ default: ProfileMenu })))],
});
