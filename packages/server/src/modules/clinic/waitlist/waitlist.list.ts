import type { WaitlistEntry } from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import { doctorOf } from '../appointments/appointments.plan.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { viewEntries } from './waitlist.view.js';

/**
 * GET /api/waitlist: a patient's own entries; the care team's list of one doctor (a doctor's own
 * by default), in the order offers go: STAFF of the doctor's clinic, the doctor, the admins.
 */
export async function listWaitlist(
  deps: ClinicDeps,
  query: { doctorPubkey?: string | undefined },
  actor: ClinicActor,
): Promise<{ items: WaitlistEntry[] }> {
  if (actor.role === 'PATIENT')
    return { items: await viewEntries(deps, await deps.repos.waitlist.ofPatient(actor.accountId)) };
  const doctor =
    query.doctorPubkey === undefined
      ? actor.role === 'DOCTOR'
        ? await deps.repos.doctors.findByUserId(actor.accountId)
        : undefined
      : await doctorOf(deps, query.doctorPubkey);
  if (!doctor) throw new AppError('CLINIC_WAITLIST_TARGET');
  const foreign =
    (actor.role === 'DOCTOR' && doctor.userId !== actor.accountId) ||
    (actor.role === 'STAFF' && doctor.etablissementId !== actor.etablissementId);
  if (foreign) throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
  return { items: await viewEntries(deps, await deps.repos.waitlist.forDoctor(doctor)) };
}
