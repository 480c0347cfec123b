import type { ApiRoute } from '../permissions/route-definition.js';
import { CARE_TEAM } from './clinic-roles.js';

/**
 * Agendas, their consultation types and time off: the care team's, each inside its scope (a
 * doctor their own, staff their clinic's, admins all); what is out of scope answers 404.
 */
export const AGENDA_ROUTES = {
  'clinic.listAgendas': { method: 'GET', path: '/api/agendas', access: CARE_TEAM },
  'clinic.getAgenda': { method: 'GET', path: '/api/agendas/:pubkey', access: CARE_TEAM },
  'clinic.createAgenda': { method: 'POST', path: '/api/agendas', access: CARE_TEAM },
  'clinic.updateAgenda': { method: 'PATCH', path: '/api/agendas/:pubkey', access: CARE_TEAM },
  'clinic.deleteAgenda': { method: 'DELETE', path: '/api/agendas/:pubkey', access: CARE_TEAM },
  'clinic.addConsultationType': {
    method: 'POST',
    path: '/api/agendas/:pubkey/consultation-types',
    access: CARE_TEAM,
  },
  'clinic.updateConsultationType': { method: 'PATCH', path: '/api/consultation-types/:pubkey', access: CARE_TEAM },
  'clinic.retireConsultationType': {
    method: 'POST',
    path: '/api/consultation-types/:pubkey/retire',
    access: CARE_TEAM,
  },
  'clinic.listBlocks': { method: 'GET', path: '/api/blocks', access: CARE_TEAM },
  'clinic.createBlock': { method: 'POST', path: '/api/blocks', access: CARE_TEAM },
  'clinic.deleteBlock': { method: 'DELETE', path: '/api/blocks/:pubkey', access: CARE_TEAM },
  // A clinic's official holidays for a year, in one go: its staff's and the admins' (a doctor: 403).
  'clinic.applyHolidays': { method: 'POST', path: '/api/blocks/holidays', access: CARE_TEAM },
} as const satisfies Record<string, ApiRoute>;
