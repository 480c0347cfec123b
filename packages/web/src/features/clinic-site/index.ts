import { defineFeature } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { campaignsRoutes } from './campaigns/routes';
import { promotionsRoutes } from './promotions/routes';
import { catalogues } from '../../i18n/add-catalogues';

const siteNamespaces = catalogues(() => import('./page-namespaces'), 'clinicSite', 'clinicSiteNav');
const site = lazyPage(() => import('./site-route'), siteNamespaces);

/**
 * The clinic's public site (issue 11): about us, specialities and services, the doctors and a
 * doctor's page with their free times, from which a visitor books after logging in; the current
 * promotions and the campaigns a patient registers for.
 */
export const clinicSiteFeature = defineFeature({
  name: 'clinic-site',
  module: 'clinic',
  // Every page's words, for the catalogues' types and the tests: each page fetches only its own.
  pageNamespaces: catalogues(
    () => import('./all-namespaces'),
    'clinicSite',
    'clinicSiteNav',
    'sitePromotions',
    'siteCampaigns',
    'clinicReviews',
  ),
  // The public home when the setting `site_home` chooses the clinics (app/site-home.ts).
  home: 'clinic',
  publicRoutes: [
    { path: 'clinic', page: site },
    { path: 'about', page: site },
    { path: 'specialities', page: site },
    { path: 'doctors', page: site },
    { path: 'doctors/:pubkey', page: site },
    ...promotionsRoutes,
    ...campaignsRoutes,
  ],
  // Its words come with it (nav/clinic-nav.tsx): none in the first load.
  publicNav: [lazyPage(() => import('./nav/clinic-nav'))],
});
