import { defineFeature } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { catalogues } from '../../i18n/add-catalogues';

export const pageNamespaces = catalogues(
  () => import('./page-namespaces'),
  'clinic',
  'clinicPeople',
  'directory',
  'agendas',
  'booking',
  'ratings',
  'clinicCampaigns',
  'waitlist',
  'clinicLink',
  'clinicHome',
);

/** The clinic's appointment screens (spec §2 "Clinic side"): the lists, the doctor's calendar, my appointments (dashboard.ts). */
export const clinicFeature = defineFeature({
  name: 'clinic',
  module: 'clinic',
  pageNamespaces,
  publicRoutes: [
    // A reminder's confirm or cancel link (issue 11): no login; its own small namespace, not the clinic's.
    {
      path: 'appointment-link',
      page: lazyPage(
        () => import('./link/routes/appointment-link-route'),
        catalogues(() => import('./link/page-namespaces'), 'clinicLink'),
      ),
    },
  ],
});
