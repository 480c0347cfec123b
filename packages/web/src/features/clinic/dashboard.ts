import type { ComponentType } from 'react';
import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { DIRECTORY, LISTS, listPath } from './dashboard-paths';
import { pageNamespaces } from '.';
import { catalogues } from '../../i18n/add-catalogues';

const page = (load: () => Promise<{ default: ComponentType }>) => lazyPage(load, pageNamespaces);
const lists = page(() => import('./appointments/appointments-route'));
/** The clinic's directory (issue 10): one page script for its five lists. */
const directory = page(() => import('./directory/directory-route'));

/** The clinic's dashboard pages, loaded with the shell (app/feature-dashboards.ts). */
export const clinicDashboard: FeatureDashboard = {
  // Finding 8: what waits for reception, a doctor or a patient, on the home.
  home: [
    lazyPage(
      () => import('./home/clinic-home'),
      catalogues(() => import('./home/page-namespaces'), 'clinicHome'),
    ),
  ],
  routes: [
    ...LISTS.map((list) => ({ path: listPath(list), entry: `appointments${list}`, page: lists })),
    // Today's list (finding 27): open to whoever may open the planned one.
    { path: 'appointments/today', entry: 'appointmentsPlanned', page: lists },
    { path: 'doctor-calendar', entry: 'doctorCalendar', page: page(() => import('./calendar/calendar-route')) },
    {
      path: 'my-appointments',
      entry: 'myAppointments',
      page: page(() => import('./my-appointments/my-appointments-route')),
    },
    // Where a waitlist offer's SMS, email and inbox notice lead (issue 35).
    { path: 'waitlist/:id', entry: 'myAppointments', page: page(() => import('./waitlist/waitlist-offer-route')) },
    { path: 'book-appointment', entry: 'bookAppointment', page: page(() => import('./booking/booking-route')) },
    { path: 'doctors', entry: 'doctors', page: page(() => import('./people/doctors/doctors-route')) },
    { path: 'patients', entry: 'patients', page: page(() => import('./people/patients/patients-route')) },
    ...DIRECTORY.map(([name]) => ({ path: name, entry: name, page: directory })),
    { path: 'my-room', entry: 'myRoom', page: page(() => import('./directory/my-room/my-room-route')) },
    { path: 'agendas', entry: 'agendas', page: page(() => import('./agendas/agendas-route')) },
    { path: 'agendas/:pubkey', entry: 'agendas', page: page(() => import('./agendas/agenda-route')) },
    { path: 'time-off', entry: 'timeOff', page: page(() => import('./time-off/time-off-route')) },
    { path: 'waitlist', entry: 'waitlist', page: page(() => import('./waitlist/waitlist-route')) },
    { path: 'reservations', entry: 'reservations', page: page(() => import('./reservations/reservations-route')) },
    { path: 'my-doctors', entry: 'myDoctors', page: page(() => import('./ratings/my-doctors-route')) },
    { path: 'reviews', entry: 'reviews', page: page(() => import('./ratings/reviews-route')) },
    { path: 'promotions', entry: 'promotions', page: page(() => import('./promotions/promotions-route')) },
    { path: 'campaigns', entry: 'campaigns', page: page(() => import('./campaigns/campaigns-route')) },
    {
      path: 'campaign-registrations',
      entry: 'campaignRegistrations',
      page: page(() => import('./campaigns/registrations-route')),
    },
  ],
};
