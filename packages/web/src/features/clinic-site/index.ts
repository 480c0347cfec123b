import type { ComponentType } from 'react';
import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const pageNamespaces = () => import('./page-namespaces');
const page = (load: () => Promise<{ default: ComponentType }>) => lazyPage(load, pageNamespaces);

/**
 * The clinic's public site (issue 11): about us, specialities and services, the doctors and a
 * doctor's page with their free times, from which a visitor books after logging in.
 */
export const clinicSiteFeature = defineFeature({
  name: 'clinic-site',
  module: 'clinic',
  pageNamespaces,
  publicRoutes: [
    { path: 'about', page: page(() => import('./about/about-route')) },
    { path: 'specialities', page: page(() => import('./services/specialities-route')) },
    { path: 'doctors', page: page(() => import('./doctors/doctors-route')) },
    { path: 'doctors/:pubkey', page: page(() => import('./doctor/doctor-route')) },
  ],
  publicNav: [
    lazyPage(
      () => import('./nav/clinic-nav'),
      () => import('./nav/nav-namespaces'),
    ),
  ],
});
