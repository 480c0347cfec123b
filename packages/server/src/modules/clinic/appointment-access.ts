import type { Role } from '@bayan/shared';

/** Who is acting, with the clinic a STAFF account belongs to (null when its account names none yet). */
export interface ClinicActor {
  accountId: number;
  role: Role;
  etablissementId: number | null;
  etablissementPubkey: string | null;
}

interface Scoped {
  doctorId: number;
  patientId: number;
  etablissementId: number;
}

/**
 * PRODUCT.md §3: a patient sees their own bookings, a doctor their own agenda, staff their own
 * etablissement, admins everything. What one does not see answers 404 (no existence leak).
 */
export function sees(actor: ClinicActor, appointment: Scoped): boolean {
  switch (actor.role) {
    case 'SUPERADMIN':
    case 'ADMIN':
      return true;
    case 'STAFF':
      return actor.etablissementId !== null && appointment.etablissementId === actor.etablissementId;
    case 'DOCTOR':
      return appointment.doctorId === actor.accountId;
    case 'PATIENT':
      return appointment.patientId === actor.accountId;
    default:
      return false;
  }
}

/** The same scope as a list filter: undefined means no restriction; `none` means nothing to see. */
export function scopeOf(actor: ClinicActor): Partial<Scoped> | 'none' {
  switch (actor.role) {
    case 'SUPERADMIN':
    case 'ADMIN':
      return {};
    case 'STAFF':
      return actor.etablissementId === null ? 'none' : { etablissementId: actor.etablissementId };
    case 'DOCTOR':
      return { doctorId: actor.accountId };
    case 'PATIENT':
      return { patientId: actor.accountId };
    default:
      return 'none';
  }
}

/** A doctor's calendar (agendas, time off) is the care team's: the doctor, their clinic's staff, admins. */
export function seesSchedule(actor: ClinicActor | null, doctor: { userId: number; etablissementId: number }): boolean {
  if (!actor || actor.role === 'PATIENT') return false;
  return sees(actor, { doctorId: doctor.userId, etablissementId: doctor.etablissementId, patientId: Number.NaN });
}
