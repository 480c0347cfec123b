import { defineFeature } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { catalogues } from '../../i18n/add-catalogues';

const pageNamespaces = catalogues(() => import('./page-namespaces'), 'reservation');

/** A visitor's appointment request without an account (spec §7 appointment-reservation) and its confirmation screen. */
export const clinicReservationFeature = defineFeature({
  name: 'clinicReservation',
  module: 'clinic',
  pageNamespaces,
  publicRoutes: [
    { path: 'reservation', page: lazyPage(() => import('./routes/reservation-route'), pageNamespaces) },
    { path: 'reservation/:id', page: lazyPage(() => import('./routes/reservation-status-route'), pageNamespaces) },
  ],
});
