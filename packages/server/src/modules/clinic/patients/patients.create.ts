import type { CreatePatient, Patient } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { fieldError } from '../../../lib/http/field-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { etablissementOf } from '../directory/directory-refs.js';
import { probeIdNumber, writeAccountFields } from './patients.account.js';
import { consentFor, patientAccount, spendConsent, type Consent } from './patients.consent.js';
import { todayOf, toPatient } from './patients.view.js';

const EVERY_FILE = { all: true } as const;

/**
 * POST /api/patients: the desk opens an ACTIVE PATIENT account's file, or registers a patient
 * whose file exists (a first booking opens one too) in its clinic. Staff register in their own
 * clinic; an admin may name one or none. Registered there already: 409. A patient who is not yet
 * the clinic's (registered or seen there) is added by staff only with the patient's consent, the
 * code texted by POST /api/patients/consent-code, spent with the file (patients.consent.ts).
 */
export async function createPatient(
  deps: ClinicDeps,
  input: CreatePatient,
  caller: Caller,
  actor: ClinicActor,
): Promise<Patient> {
  const { lang } = caller;
  const today = todayOf(deps.clock);
  const person = deps.users.accounts.people('PATIENT');
  const clinic = await etablissementOf(deps.repos, actor, input.etablissementPubkey, lang);
  const named = await patientAccount(deps, input.patientPubkey, lang);
  const consent: Consent = clinic
    ? await consentFor(
        deps,
        caller,
        actor,
        { patientId: named.id, etablissementId: clinic.id },
        { code: input.consentCode },
      )
    : { way: 'admin' };
  const fields = { gender: input.gender, birthday: input.birthday, idNumber: input.idNumber };
  await probeIdNumber(deps, caller, named.idNumber, fields);
  return deps.transact(async (repos, tx) => {
    const { patients } = repos;
    const account = await deps.users.accounts.findByPubkey(input.patientPubkey, { tx, forUpdate: true });
    if (account?.role !== 'PATIENT' || account.status !== 'ACTIVE')
      throw fieldError('CLINIC_PATIENT_ACCOUNT_INVALID', 'patientPubkey', lang);
    const existing = await patients.findView(person, EVERY_FILE, account.id);
    const opened = await patients.open(account.id, input.notes);
    const registered = clinic !== undefined && (await patients.register(account.id, clinic.id, caller.accountId));
    if (!opened && !registered) throw new AppError('CLINIC_PATIENT_EXISTS');
    if (!opened && input.notes !== undefined) await patients.update(account.id, { notes: input.notes });
    await writeAccountFields(deps, account.id, fields, tx, lang);
    await spendConsent(deps, consent, tx, lang);
    const after = toPatient((await patients.findView(person, EVERY_FILE, account.id))!, today);
    const before = existing && toPatient(existing, today);
    await deps.audit.record(
      caller,
      {
        action: 'patient.create',
        entity: 'patient',
        entityId: after.pubkey,
        ...(before ? { before } : {}),
        after: { ...after, etablissementPubkey: clinic?.pubkey ?? null, consent: consent.way },
      },
      { tx },
    );
    return after;
  });
}
