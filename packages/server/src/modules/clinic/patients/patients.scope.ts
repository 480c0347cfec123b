import { and, eq, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ClinicActor } from '../appointment-access.js';
import { appointments, WAITLIST_ONLY } from '../appointments/appointments.table.js';
import { patientClinics, patients } from '../doctors/doctors.table.js';

/**
 * Whose files a caller may read. A patient's file is health-adjacent: an admin sees every file;
 * staff the patients their clinic registered or that have (or had) an appointment there; a doctor
 * the patients who have (or had) an appointment with them. Anyone else, and staff whose account
 * names no clinic, see none: another's file answers 404.
 */
export type PatientScope = { all: true } | { etablissementId: number } | { doctorId: number } | 'none';

export function patientScopeOf(actor: ClinicActor): PatientScope {
  switch (actor.role) {
    case 'SUPERADMIN':
    case 'ADMIN':
      return { all: true };
    case 'STAFF':
      return actor.etablissementId === null ? 'none' : { etablissementId: actor.etablissementId };
    case 'DOCTOR':
      return { doctorId: actor.accountId };
    default:
      return 'none';
  }
}

/**
 * A patient (a column, or an account id) has (or had) an appointment that meets `condition`. A
 * waitlist offer's seat (held, or lapsed unanswered) is not one: the patient did not book it.
 */
const appointmentWith = (patient: AnyColumn | number, condition: SQL) =>
  sql`exists (select 1 from ${appointments} where ${and(
    eq(appointments.patientId, patient),
    notInArray(appointments.status, [...WAITLIST_ONLY]),
    condition,
  )})`;

/**
 * The clinic has the patient: registered there, or with an appointment there (any state). Its
 * staff see that patient's file; bringing in a patient it does not have needs the patient's
 * consent (patients.consent.ts).
 */
export function clinicHas(patient: AnyColumn | number, etablissementId: number): SQL {
  const registered = sql`exists (select 1 from ${patientClinics} where ${and(
    eq(patientClinics.patientId, patient),
    eq(patientClinics.etablissementId, etablissementId),
  )})`;
  return sql`(${registered} or ${appointmentWith(patient, eq(appointments.etablissementId, etablissementId))})`;
}

/** The scope as a condition on `patients`. */
export function patientScope(scope: PatientScope): SQL | undefined {
  if (scope === 'none') return sql`false`;
  if ('all' in scope) return undefined;
  if ('doctorId' in scope) return appointmentWith(patients.userId, eq(appointments.doctorId, scope.doctorId));
  return clinicHas(patients.userId, scope.etablissementId);
}
