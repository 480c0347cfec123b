import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import type { EndowmentRow } from './deeds.table.js';

/**
 * The caller's own deed. Any other caller, whatever their role (an ADMIN too), gets the same 404
 * as for a deed that does not exist: a draft answers to its endower only (issue 12).
 */
export async function ownedDeed(deps: EndowmentsDeps, pubkey: string, caller: Caller, tx?: Tx): Promise<EndowmentRow> {
  const deed = await deps.reposOf(tx).deeds.findOwned(pubkey, caller.accountId);
  if (!deed) throw new AppError('ENDOWMENT_NOT_FOUND');
  return deed;
}

/**
 * Why a compare-and-swap on the caller's draft changed nothing, read again after it: not theirs
 * (404), no longer a draft (409 ENDOWMENT_NOT_DRAFT), or, when `revision` is given and both hold,
 * changed since the client read it (409 ENDOWMENT_STALE).
 */
export async function refusalOf(deps: EndowmentsDeps, pubkey: string, caller: Caller, tx?: Tx): Promise<AppError> {
  const deed = await deps.reposOf(tx).deeds.findOwned(pubkey, caller.accountId);
  if (!deed) return new AppError('ENDOWMENT_NOT_FOUND');
  if (deed.status !== 'DRAFT') return new AppError('ENDOWMENT_NOT_DRAFT');
  return new AppError('ENDOWMENT_STALE');
}
