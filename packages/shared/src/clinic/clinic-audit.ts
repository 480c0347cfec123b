import { auditActions } from '../audit/audit-definition.js';
import type { Appointment } from './clinic-contract.js';
import { DIRECTORY_AUDIT_ACTIONS, type DirectoryAuditPayloads } from './directory-audit.js';

export const CLINIC_AUDIT_ACTIONS = auditActions({
  ...DIRECTORY_AUDIT_ACTIONS,
  'appointment.book': { entity: 'appointment' },
  'appointment.confirm': { entity: 'appointment' },
  'appointment.reject': { entity: 'appointment' },
  'appointment.cancel': { entity: 'appointment' },
  'appointment.done': { entity: 'appointment' },
  'appointment.no_show': { entity: 'appointment' },
  'appointment.reschedule': { entity: 'appointment' },
});

type Transition = { before: Appointment; after: Appointment & { reason?: string | undefined } };

export interface ClinicAuditPayloads extends DirectoryAuditPayloads {
  'appointment.book': { after: Appointment };
  'appointment.confirm': Transition;
  'appointment.reject': Transition;
  'appointment.cancel': Transition;
  'appointment.done': Transition;
  'appointment.no_show': Transition;
  /** `before` is the appointment given up (now Canceled), `after` the one that replaced it. */
  'appointment.reschedule': Transition;
}
