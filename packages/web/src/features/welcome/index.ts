import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** PRODUCT §1: the home page of a server without the names module (names, listed first, claims `/home` otherwise). */
export const welcomeFeature = defineFeature({
  name: 'welcome',
  publicRoutes: [{ path: 'home', page: lazyPage(() => import('./routes/welcome')) }],
});
