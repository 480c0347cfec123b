import { auditActions } from '../audit/audit-definition.js';
import type { Doctor } from './doctors-contract.js';
import type { Patient } from './patients-contract.js';

export const CLINIC_PEOPLE_AUDIT_ACTIONS = auditActions({
  'doctor.create': { entity: 'doctor' },
  'doctor.update': { entity: 'doctor' },
  'patient.create': { entity: 'patient' },
  'patient.update': { entity: 'patient' },
});

/** A patient file opened at a clinic's desk names that clinic (null: an admin named none). */
type RegisteredPatient = Patient & { etablissementPubkey: string | null };

export interface ClinicPeopleAuditPayloads {
  'doctor.create': { after: Doctor };
  'doctor.update': { before: Doctor; after: Doctor };
  'patient.create': { before?: Patient; after: RegisteredPatient };
  'patient.update': { before: Patient; after: Patient };
}
