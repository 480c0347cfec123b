import type { Role } from '../permissions/roles.js';
import type { ApiRoute } from '../permissions/route-definition.js';
import { CARE_TEAM } from './clinic-roles.js';

const EVERYONE = ['PATIENT', ...CARE_TEAM] as const satisfies readonly Role[];

/** The waitlist (issue 35): a patient, or the care team for a patient, joins; the patient answers an offer. */
export const WAITLIST_ROUTES = {
  'clinic.joinWaitlist': {
    method: 'POST',
    path: '/api/waitlist',
    access: EVERYONE,
    loginError: 'CLINIC_LOGIN_TO_BOOK',
  },
  'clinic.listWaitlist': { method: 'GET', path: '/api/waitlist', access: EVERYONE, loginError: 'CLINIC_LOGIN_TO_VIEW' },
  'clinic.leaveWaitlist': { method: 'POST', path: '/api/waitlist/:id/leave', access: EVERYONE },
  'clinic.confirmWaitlistOffer': { method: 'POST', path: '/api/waitlist/:id/confirm', access: ['PATIENT'] },
  'clinic.declineWaitlistOffer': { method: 'POST', path: '/api/waitlist/:id/decline', access: ['PATIENT'] },
} as const satisfies Record<string, ApiRoute>;
