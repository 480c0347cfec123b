import type { Role } from '../permissions/roles.js';
import { ADMINS, type ApiRoute } from '../permissions/route-definition.js';

/** Who handles a clinic's reservations: its staff (their own clinic) and the admins. */
const DESK = ['STAFF', ...ADMINS] as const satisfies readonly Role[];

const PUBLIC_PATH = '/api/auth/appointment-reservation';

/**
 * Spec §7's `appointment-reservation` (public, a visitor without an account) with its code and
 * status calls under the same path, and the staff's list and decisions.
 */
export const RESERVATION_ROUTES = {
  'clinic.createReservation': { method: 'POST', path: PUBLIC_PATH, access: 'public' },
  'clinic.verifyReservation': { method: 'POST', path: `${PUBLIC_PATH}/:id/verify`, access: 'public' },
  'clinic.resendReservationCode': { method: 'POST', path: `${PUBLIC_PATH}/:id/resend`, access: 'public' },
  'clinic.getPublicReservation': { method: 'GET', path: `${PUBLIC_PATH}/:id`, access: 'public' },
  'clinic.listReservations': { method: 'GET', path: '/api/reservations', access: DESK },
  'clinic.acceptReservation': { method: 'POST', path: '/api/reservations/:id/accept', access: DESK },
  'clinic.declineReservation': { method: 'POST', path: '/api/reservations/:id/decline', access: DESK },
} as const satisfies Record<string, ApiRoute>;
