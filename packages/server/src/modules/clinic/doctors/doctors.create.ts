import type { CreateDoctor, Doctor } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { fieldError } from '../../../lib/http/field-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { etablissementOf, roomOf, specialityOf } from '../directory/directory-refs.js';
import { toDoctor } from './doctors.view.js';

/**
 * POST /api/doctors: an ACTIVE DOCTOR account gets its clinic profile, once. Staff give it in
 * their own clinic; an admin names the clinic. A role change to DOCTOR makes no profile by
 * itself: a profile needs the speciality and clinic only this call is given.
 */
export async function createDoctor(
  deps: ClinicDeps,
  input: CreateDoctor,
  caller: Caller,
  actor: ClinicActor,
): Promise<Doctor> {
  const { lang } = caller;
  const person = deps.users.accounts.people('DOCTOR');
  return deps.transact(async (repos, tx) => {
    const etablissement = await etablissementOf(repos, actor, input.etablissementPubkey, lang);
    if (!etablissement) throw fieldError('CLINIC_ETABLISSEMENT_REQUIRED', 'etablissementPubkey', lang);
    const etablissementId = etablissement.id;
    const account = await deps.users.accounts.findByPubkey(input.doctorPubkey, { tx });
    if (account?.role !== 'DOCTOR' || account.status !== 'ACTIVE')
      throw fieldError('CLINIC_DOCTOR_ACCOUNT_INVALID', 'doctorPubkey', lang);
    const values = {
      userId: account.id,
      etablissementId,
      specialityId: await specialityOf(repos, input.specialityPubkey, lang),
      roomId: await roomOf(repos, input.roomPubkey ?? null, etablissementId, lang),
      bio: input.bio ?? '',
    };
    if (!(await repos.doctorsDirectory.insert(values))) throw new AppError('CLINIC_DOCTOR_EXISTS');
    const after = toDoctor((await repos.doctorsDirectory.findView(person, account.id))!);
    await deps.audit.record(
      caller,
      { action: 'doctor.create', entity: 'doctor', entityId: after.pubkey, after },
      { tx },
    );
    return after;
  });
}
