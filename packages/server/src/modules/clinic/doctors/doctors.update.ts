import type { Doctor, Language, UpdateDoctor } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps, ClinicRepos } from '../clinic.deps.js';
import { deskClinic, etablissementOf, roomOf, specialityOf } from '../directory/directory-refs.js';
import type { DoctorRow, NewDoctorRow } from './doctors.table.js';
import { toDoctor } from './doctors.view.js';

/**
 * Whether the caller may change this profile at all: an admin any; staff those of their own
 * clinic; a doctor their own. Anyone else's answers 404, as if there were none. The photo's rule too.
 */
export function assertMayChange(actor: ClinicActor, doctor: DoctorRow): void {
  if (actor.role === 'DOCTOR') {
    if (doctor.userId !== actor.accountId) throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
    return;
  }
  const own = deskClinic(actor);
  if (own !== undefined && doctor.etablissementId !== own.id) throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
}

/** A doctor changes their own bio only (any other field: 403). */
function assertMayEdit(actor: ClinicActor, doctor: DoctorRow, input: UpdateDoctor): void {
  assertMayChange(actor, doctor);
  if (actor.role === 'DOCTOR' && Object.keys(input).some((field) => field !== 'bio'))
    throw new AppError('CLINIC_DOCTOR_BIO_ONLY');
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

/** One change of a doctor's profile: who may make it (on the locked row), and the columns it sets. */
export interface DoctorChange {
  action: 'doctor.update' | 'doctor.setPhoto' | 'doctor.removePhoto';
  check(current: DoctorRow): void;
  changes(repos: ClinicRepos, current: DoctorRow): Promise<Partial<NewDoctorRow>>;
}

/**
 * A change read and written on the locked profile, with its audit event, in one transaction. The
 * profile as it was is given back too (the photo's old file is dropped after the commit).
 */
export async function changeDoctor(
  deps: ClinicDeps,
  pubkey: string,
  caller: Caller,
  change: DoctorChange,
): Promise<{ doctor: Doctor; previous: DoctorRow }> {
  const person = deps.users.accounts.people('DOCTOR');
  return deps.transact(async (repos, tx) => {
    const account = await deps.users.accounts.findByPubkey(pubkey, { tx });
    const current = account?.role === 'DOCTOR' ? await repos.doctorsDirectory.lock(account.id) : undefined;
    if (!current) throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
    change.check(current);
    const before = toDoctor((await repos.doctorsDirectory.findView(person, current.userId))!);
    await repos.doctorsDirectory.update(current.userId, await change.changes(repos, current));
    const after = toDoctor((await repos.doctorsDirectory.findView(person, current.userId))!);
    await deps.audit.record(
      caller,
      { action: change.action, entity: 'doctor', entityId: pubkey, before, after },
      { tx },
    );
    return { doctor: after, previous: current };
  });
}

/**
 * PATCH /api/doctors/:pubkey: only the fields given change. Appointments already booked keep the
 * room and clinic they were booked in (copied at booking).
 */
export async function updateDoctor(
  deps: ClinicDeps,
  pubkey: string,
  input: UpdateDoctor,
  caller: Caller,
  actor: ClinicActor,
): Promise<Doctor> {
  const { doctor } = await changeDoctor(deps, pubkey, caller, {
    action: 'doctor.update',
    check: (current) => assertMayEdit(actor, current, input),
    changes: (repos, current) => changesOf(repos, current, input, actor, caller.lang),
  });
  return doctor;
}
