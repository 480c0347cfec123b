import type { Caller } from '../../../lib/caller.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { proveParty } from './party-proof.js';

/**
 * The deeds that name the caller as a party (supervisor, witness, beneficiary) AND that the caller
 * proved to be that party of (party-proof.ts): what the wallet lists and whose document the caller
 * may read. A typed ID number alone finds none of them.
 */
export async function deedsProvenBy(deps: EndowmentsDeps, caller: Caller) {
  const user = await deps.users.accounts.findById(caller.accountId);
  const idNumber = user?.idNumber;
  if (!user || !idNumber) return [];
  const named = await deps.repos.parts.deedsNamingUser(caller.accountId, deps.users.accounts.idHolders());
  const proven: typeof named = [];
  for (const row of named) {
    const party = { endowmentId: row.id, idNumber, phone: row.phone, role: row.role, version: row.version };
    if ((await proveParty(deps, deps.repos, undefined, caller, user, party, row.pubkey)) === 'PROVEN') proven.push(row);
  }
  return proven;
}
