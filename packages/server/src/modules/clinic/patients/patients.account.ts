import type { CreatePatient, Language } from '@bayan/shared';
import { violatedConstraint } from '../../../db/violation.js';
import type { Caller } from '../../../lib/caller.js';
import { fieldError } from '../../../lib/http/field-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import { takeIdProbe } from '../../../lib/throttle/id-probes.js';
import type { ClinicDeps } from '../clinic.deps.js';

export type AccountFields = Pick<CreatePatient, 'gender' | 'birthday' | 'idNumber'>;

const idNumberTaken = (lang: Language) => fieldError('CLINIC_ID_NUMBER_TAKEN', 'idNumber', lang);

/**
 * The desk is about to set an ID number the account does not hold: whether another account holds
 * it is an answer (CLINIC_ID_NUMBER_TAKEN), so the caller takes one ID-number probe (10 an hour per
 * account, 30 per IP; then a 429 with Retry-After). Called before the write's transaction opens,
 * so the probe stays counted when the answer is the 409 that rolls the write back.
 */
export async function probeIdNumber(
  deps: ClinicDeps,
  caller: Caller,
  held: string | null,
  fields: AccountFields,
): Promise<void> {
  if (!fields.idNumber || fields.idNumber === held) return;
  await takeIdProbe(deps.repos.throttles, { accountId: caller.accountId, ip: caller.ip }, deps.clock.now());
}

/**
 * What the clinic desk records on the patient's account (gender, birthday, ID number: users
 * keeps them), in the file's transaction. An ID number another account holds is a 409 on the
 * field, whether the check sees it or the unique index refuses it in a race.
 */
export async function writeAccountFields(
  deps: ClinicDeps,
  accountId: number,
  fields: AccountFields,
  tx: Tx,
  lang: Language,
): Promise<void> {
  const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(values).length === 0) return;
  const { accounts } = deps.users;
  if (fields.idNumber && (await accounts.takenIdentifiers({ idNumber: fields.idNumber }, accountId, tx)).idNumber)
    throw idNumberTaken(lang);
  await accounts.update(accountId, values, tx).catch((error: unknown) => {
    throw violatedConstraint(error, '23505') === 'users_id_number_key' ? idNumberTaken(lang) : error;
  });
}
