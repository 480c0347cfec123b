import { defineFeature } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';

/** PRODUCT §1: the home page of a server without the names module (names, listed first, claims `/home` otherwise). */
export const welcomeFeature = defineFeature({
  name: 'welcome',
  publicRoutes: [{ path: 'home', page: lazyPage(() => import('./routes/welcome')) }],
});
