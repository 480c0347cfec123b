import type { Role } from '../permissions/roles.js';
import { ADMINS, type ApiRoute } from '../permissions/route-definition.js';

/** Who moderates comments: a clinic's staff (their own doctors) and the admins. */
const MODERATORS = ['STAFF', ...ADMINS] as const satisfies readonly Role[];

/**
 * Ratings and comments (issue 11). Rating is open to any account so that one who may not rate
 * hears the spec's "can't rate" message rather than a bare 403; the service lets only the patient
 * of a Done appointment through.
 */
export const RATING_ROUTES = {
  'clinic.rateAppointment': {
    method: 'POST',
    path: '/api/appointments/:id/rating',
    access: 'authenticated',
    loginError: 'CLINIC_LOGIN_TO_RATE',
  },
  // Approved comments, by first name and initial, are public as on Vezeeta (finding 28).
  'clinic.doctorReviews': { method: 'GET', path: '/api/doctors/:pubkey/ratings', access: 'public' },
  'clinic.myRatings': { method: 'GET', path: '/api/ratings/mine', access: ['PATIENT'] },
  'clinic.listRatings': { method: 'GET', path: '/api/ratings', access: MODERATORS },
  'clinic.approveRating': { method: 'POST', path: '/api/ratings/:pubkey/approve', access: MODERATORS },
  'clinic.rejectRating': { method: 'POST', path: '/api/ratings/:pubkey/reject', access: MODERATORS },
  'clinic.myDoctors': {
    method: 'GET',
    path: '/api/patients/me/doctors',
    access: ['PATIENT'],
    loginError: 'CLINIC_LOGIN_TO_VIEW',
  },
} as const satisfies Record<string, ApiRoute>;
