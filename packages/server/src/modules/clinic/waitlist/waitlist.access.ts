import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { WaitlistEntryRow } from './waitlist.table.js';

/**
 * Who sees an entry (PRODUCT.md §3 as for appointments): its patient, the staff of its clinic, the
 * doctor it waits for (or a doctor of its speciality at its clinic), the admins.
 */
export async function seesEntry(deps: ClinicDeps, actor: ClinicActor, entry: WaitlistEntryRow): Promise<boolean> {
  switch (actor.role) {
    case 'SUPERADMIN':
    case 'ADMIN':
      return true;
    case 'STAFF':
      return actor.etablissementId !== null && entry.etablissementId === actor.etablissementId;
    case 'PATIENT':
      return entry.patientId === actor.accountId;
    case 'DOCTOR': {
      if (entry.doctorId !== null) return entry.doctorId === actor.accountId;
      const doctor = await deps.repos.doctors.findByUserId(actor.accountId);
      return doctor?.etablissementId === entry.etablissementId && doctor.specialityId === entry.specialityId;
    }
    default:
      return false;
  }
}

/** The entry named by public id, to whoever sees it; 404 for anyone else (no existence leak). */
export async function visibleEntry(deps: ClinicDeps, pubkey: string, actor: ClinicActor) {
  const view = await deps.repos.waitlist.findByPubkey(pubkey);
  if (!view || !(await seesEntry(deps, actor, view.entry))) throw new AppError('CLINIC_WAITLIST_NOT_FOUND');
  return view;
}
