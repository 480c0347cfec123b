import type { Doctor, Language, UpdateDoctor } from '@bayan/shared';
import type { Caller } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import type { ClinicActor } from './appointment-access.js';
import type { ClinicDeps, ClinicRepos } from './clinic.deps.js';
import { deskClinic, etablissementOf, roomOf, specialityOf } from './directory-refs.js';
import type { DoctorRow, NewDoctorRow } from './doctors.table.js';
import { toDoctor } from './doctors.view.js';

/**
 * Whether the caller may change this profile: an admin any; staff those of their own clinic; a
 * doctor their own bio (any other field: 403). Anyone else's answers 404, as if there were none.
 */
function assertMayEdit(actor: ClinicActor, doctor: DoctorRow, input: UpdateDoctor): void {
  if (actor.role === 'DOCTOR') {
    if (doctor.userId !== actor.accountId) throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
    if (Object.keys(input).some((field) => field !== 'bio')) throw new AppError('CLINIC_DOCTOR_BIO_ONLY');
    return;
  }
  const own = deskClinic(actor);
  if (own !== undefined && doctor.etablissementId !== own.id) throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
}

/** The columns the body changes; a move to another clinic that names no room leaves the doctor without one. */
async function changesOf(
  repos: ClinicRepos,
  doctor: DoctorRow,
  input: UpdateDoctor,
  actor: ClinicActor,
  lang: Language,
): Promise<Partial<NewDoctorRow>> {
  const changes: Partial<NewDoctorRow> = {};
  if (input.etablissementPubkey !== undefined)
    changes.etablissementId = (await etablissementOf(repos, actor, input.etablissementPubkey, lang))!.id;
  const etablissementId = changes.etablissementId ?? doctor.etablissementId;
  if (input.specialityPubkey !== undefined)
    changes.specialityId = await specialityOf(repos, input.specialityPubkey, lang);
  if (input.roomPubkey !== undefined) changes.roomId = await roomOf(repos, input.roomPubkey, etablissementId, lang);
  else if (etablissementId !== doctor.etablissementId) changes.roomId = null;
  if (input.bio !== undefined) changes.bio = input.bio;
  return changes;
}

/**
 * PATCH /api/doctors/:pubkey: only the fields given change, read and written on the locked
 * profile, with its audit event, in one transaction. Appointments already booked keep the room
 * and clinic they were booked in (copied at booking).
 */
export async function updateDoctor(
  deps: ClinicDeps,
  pubkey: string,
  input: UpdateDoctor,
  caller: Caller,
  actor: ClinicActor,
): Promise<Doctor> {
  const person = deps.users.accounts.people('DOCTOR');
  return deps.transact(async (repos, tx) => {
    const account = await deps.users.accounts.findByPubkey(pubkey, { tx });
    const current = account?.role === 'DOCTOR' ? await repos.doctorsDirectory.lock(account.id) : undefined;
    if (!current) throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
    assertMayEdit(actor, current, input);
    const before = toDoctor((await repos.doctorsDirectory.findView(person, current.userId))!);
    await repos.doctorsDirectory.update(current.userId, await changesOf(repos, current, input, actor, caller.lang));
    const after = toDoctor((await repos.doctorsDirectory.findView(person, current.userId))!);
    await deps.audit.record(
      caller,
      { action: 'doctor.update', entity: 'doctor', entityId: pubkey, before, after },
      { tx },
    );
    return after;
  });
}
