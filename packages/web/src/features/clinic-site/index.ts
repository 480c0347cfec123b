import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const pageNamespaces = () => import('./page-namespaces');
const site = lazyPage(() => import('./site-route'), pageNamespaces);

/**
 * The clinic's public site (issue 11): about us, specialities and services, the doctors and a
 * doctor's page with their free times, from which a visitor books after logging in.
 */
export const clinicSiteFeature = defineFeature({
  name: 'clinic-site',
  module: 'clinic',
  pageNamespaces,
  publicRoutes: [
    { path: 'about', page: site },
    { path: 'specialities', page: site },
    { path: 'doctors', page: site },
    { path: 'doctors/:pubkey', page: site },
  ],
  // Its words come with it (nav/clinic-nav.tsx): none in the first load.
  publicNav: [lazyPage(() => import('./nav/clinic-nav'))],
});
