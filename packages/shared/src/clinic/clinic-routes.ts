import type { Role } from '../permissions/roles.js';
import type { ApiRoute } from '../permissions/route-definition.js';
import { AGENDA_ROUTES } from './agenda-routes.js';
import { CALENDAR_FEED_ROUTES } from './calendar-feed-routes.js';
import { CAMPAIGN_ROUTES } from './campaigns-routes.js';
import { CARE_TEAM } from './clinic-roles.js';
import { CLINIC_PEOPLE_ROUTES } from './people-routes.js';
import { DIRECTORY_ROUTES } from './directory-routes.js';
import { RESERVATION_ROUTES } from './reservation-routes.js';
import { RATING_ROUTES } from './rating-routes.js';
import { WAITLIST_ROUTES } from './waitlist-routes.js';
import { SERIES_ROUTES } from './series-routes.js';

const CARE_TEAM_AND_PATIENT = ['PATIENT', ...CARE_TEAM] as const satisfies readonly Role[];

const transition = (action: string, access: readonly Role[]) =>
  ({ method: 'POST', path: `/api/appointments/:id/${action}`, access }) as const;

export const CLINIC_ROUTES = {
  ...DIRECTORY_ROUTES,
  'clinic.bookAppointment': {
    method: 'POST',
    path: '/api/appointments',
    access: CARE_TEAM_AND_PATIENT,
    loginError: 'CLINIC_LOGIN_TO_BOOK',
  },
  'clinic.listAppointments': {
    method: 'GET',
    path: '/api/appointments',
    access: CARE_TEAM_AND_PATIENT,
    loginError: 'CLINIC_LOGIN_TO_VIEW',
  },
  // One appointment to whoever may see it in the list (its patient, its doctor, its clinic's staff,
  // admins); anyone else gets 404, as for an id that names nothing.
  'clinic.getAppointment': {
    method: 'GET',
    path: '/api/appointments/:id',
    access: CARE_TEAM_AND_PATIENT,
    loginError: 'CLINIC_LOGIN_TO_VIEW',
  },
  'clinic.exportAppointments': {
    method: 'GET',
    path: '/api/appointments/export',
    access: CARE_TEAM_AND_PATIENT,
    loginError: 'CLINIC_LOGIN_TO_VIEW',
  },
  // Public: the clinic pages show when a doctor can be seen before anyone logs in; time off and
  // closed hours only to the care team (the doctor's calendar).
  'clinic.doctorAvailability': { method: 'GET', path: '/api/doctors/:pubkey/availability', access: 'public' },
  'clinic.nextFreeSlots': { method: 'GET', path: '/api/availability', access: 'public' },
  'clinic.confirmAppointment': transition('confirm', CARE_TEAM),
  'clinic.rejectAppointment': transition('reject', CARE_TEAM),
  'clinic.cancelAppointment': transition('cancel', CARE_TEAM_AND_PATIENT),
  'clinic.completeAppointment': transition('done', CARE_TEAM),
  'clinic.markNoShow': transition('no-show', CARE_TEAM),
  'clinic.rescheduleAppointment': transition('reschedule', CARE_TEAM_AND_PATIENT),
  // Public: a reminder's confirm/cancel link works without logging in; its signed, single-use token is the key.
  'clinic.viewAppointmentLink': { method: 'GET', path: '/api/appointment-links/:token', access: 'public' },
  'clinic.useAppointmentLink': { method: 'POST', path: '/api/appointment-links/:token', access: 'public' },
  ...CLINIC_PEOPLE_ROUTES,
  ...AGENDA_ROUTES,
  ...RESERVATION_ROUTES,
  ...RATING_ROUTES,
  ...WAITLIST_ROUTES,
  ...CAMPAIGN_ROUTES,
  ...CALENDAR_FEED_ROUTES,
  ...SERIES_ROUTES,
} as const satisfies Record<string, ApiRoute>;
