import type { Patient, UpdatePatient } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { deskClinic } from '../directory/directory-refs.js';
import { probeIdNumber, writeAccountFields } from './patients.account.js';
import { patientScopeOf } from './patients.scope.js';
import { todayOf, toPatient } from './patients.view.js';

/**
 * PATCH /api/patients/:pubkey: the desk edits a file it may see (another's answers 404): the
 * clinic's notes, and the account's gender, birthday and ID number. One transaction, audited; a new
 * ID number takes one of the caller's ID-number probes first (patients.account.ts).
 */
export async function updatePatient(
  deps: ClinicDeps,
  pubkey: string,
  input: UpdatePatient,
  caller: Caller,
  actor: ClinicActor,
): Promise<Patient> {
  deskClinic(actor);
  const today = todayOf(deps.clock);
  const person = deps.users.accounts.people('PATIENT');
  const scope = patientScopeOf(actor);
  const { notes, ...fields } = input;
  const named = await deps.users.accounts.findByPubkey(pubkey);
  await probeIdNumber(deps, caller, named?.idNumber ?? null, fields);
  return deps.transact(async ({ patients }, tx) => {
    const account = await deps.users.accounts.findByPubkey(pubkey, { tx, forUpdate: true });
    const current = account && (await patients.lock(account.id));
    const view = current && (await patients.findView(person, scope, current.userId));
    if (!view) throw new AppError('CLINIC_PATIENT_NOT_FOUND');
    await patients.update(view.userId, notes === undefined ? {} : { notes });
    await writeAccountFields(deps, view.userId, fields, tx, caller.lang);
    const before = toPatient(view, today);
    const after = toPatient((await patients.findView(person, scope, view.userId))!, today);
    await deps.audit.record(
      caller,
      { action: 'patient.update', entity: 'patient', entityId: pubkey, before, after },
      { tx },
    );
    return after;
  });
}
