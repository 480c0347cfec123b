import type { CreatePatient, Language } from '@bayan/shared';
import { violatedConstraint } from '../../db/violation.js';
import { fieldError } from '../../lib/http/field-error.js';
import type { Tx } from '../../lib/module/transaction.js';
import type { ClinicDeps } from './clinic.deps.js';

export type AccountFields = Pick<CreatePatient, 'gender' | 'birthday' | 'idNumber'>;

const idNumberTaken = (lang: Language) => fieldError('CLINIC_ID_NUMBER_TAKEN', 'idNumber', lang);

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
