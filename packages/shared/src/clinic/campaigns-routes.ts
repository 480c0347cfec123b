import type { Role } from '../permissions/roles.js';
import { ADMINS, type ApiRoute } from '../permissions/route-definition.js';

/** A clinic's staff run its promotions and campaigns; admins every clinic's. */
const CLINIC_MANAGERS = ['STAFF', ...ADMINS] as const satisfies readonly Role[];
const MANAGERS_AND_PATIENT = ['PATIENT', ...CLINIC_MANAGERS] as const satisfies readonly Role[];

/**
 * Promotions and campaigns (issue 11): written by staff in their clinic, their current ones public.
 * A patient registers for a campaign; staff accept or cancel, the patient may cancel their own.
 */
export const CAMPAIGN_ROUTES = {
  'clinic.listPromotions': { method: 'GET', path: '/api/promotions', access: CLINIC_MANAGERS },
  'clinic.currentPromotions': { method: 'GET', path: '/api/promotions/current', access: 'public' },
  'clinic.createPromotion': { method: 'POST', path: '/api/promotions', access: CLINIC_MANAGERS },
  'clinic.updatePromotion': { method: 'PATCH', path: '/api/promotions/:pubkey', access: CLINIC_MANAGERS },
  'clinic.deletePromotion': { method: 'DELETE', path: '/api/promotions/:pubkey', access: CLINIC_MANAGERS },
  'clinic.listCampaigns': { method: 'GET', path: '/api/campaigns', access: CLINIC_MANAGERS },
  'clinic.upcomingCampaigns': { method: 'GET', path: '/api/campaigns/upcoming', access: 'public' },
  'clinic.createCampaign': { method: 'POST', path: '/api/campaigns', access: CLINIC_MANAGERS },
  'clinic.updateCampaign': { method: 'PATCH', path: '/api/campaigns/:pubkey', access: CLINIC_MANAGERS },
  'clinic.deleteCampaign': { method: 'DELETE', path: '/api/campaigns/:pubkey', access: CLINIC_MANAGERS },
  'clinic.registerForCampaign': {
    method: 'POST',
    path: '/api/campaigns/:pubkey/registrations',
    access: ['PATIENT'],
    loginError: 'CLINIC_LOGIN_TO_REGISTER',
  },
  'clinic.listRegistrations': { method: 'GET', path: '/api/campaign-registrations', access: CLINIC_MANAGERS },
  'clinic.acceptRegistration': {
    method: 'POST',
    path: '/api/campaign-registrations/:pubkey/accept',
    access: CLINIC_MANAGERS,
  },
  'clinic.cancelRegistration': {
    method: 'POST',
    path: '/api/campaign-registrations/:pubkey/cancel',
    access: MANAGERS_AND_PATIENT,
  },
} as const satisfies Record<string, ApiRoute>;
