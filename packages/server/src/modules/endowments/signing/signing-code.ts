import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { PhoneCodeRow } from '../../verification/verification.table.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { signingCodeMessage, type SignedThing } from './signing-messages.js';

/**
 * The one signing code every signature of a deed takes, the endower's (#0) as the supervisors' and
 * witnesses': texted to the signer's phone under the OTP rules (5 min, 5 tries, 60 s apart; the
 * caller has counted the message call of its IP), quoting the deed, its version and the hash's first characters, and
 * bound to `scope` (what it may sign: one invitation, or one frozen submission), so it signs nothing else.
 */
export async function textSigningCode(
  deps: EndowmentsDeps,
  caller: Caller,
  phone: string,
  scope: string,
  signed: SignedThing,
): Promise<void> {
  const outcome = await deps.auth.phoneOtp.send({ userId: caller.accountId }, phone, 'endowment_sign', caller.lang, {
    scope,
    message: (code) => signingCodeMessage(caller.lang, code, signed),
  });
  if (outcome !== 'sent') throw outcome;
}

/** The code texted for `scope` spends one of its five attempts (committed whatever follows); wrong: 400 AUTH_OTP_INVALID. */
export const checkSigningCode = (deps: EndowmentsDeps, caller: Caller, scope: string, code: string) =>
  deps.auth.phoneOtp.check({ userId: caller.accountId, purpose: 'endowment_sign', scope }, code);

/** The checked code used up in the signature's transaction: a code signs once. */
export async function spendSigningCode(deps: EndowmentsDeps, code: PhoneCodeRow, now: Date, tx: Tx): Promise<void> {
  if (!(await deps.verification.consumePhoneCode(code.id, now, tx))) throw new AppError('AUTH_OTP_INVALID');
}
