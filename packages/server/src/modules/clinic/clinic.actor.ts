import type { Caller } from '../../lib/caller.js';
import type { ClinicActor } from './appointment-access.js';
import type { ClinicDeps } from './clinic.deps.js';

/** The caller as the clinic's rules see them: a STAFF account with the etablissement it belongs to. */
export async function actorOf(deps: ClinicDeps, caller: Caller): Promise<ClinicActor> {
  const actor = { accountId: caller.accountId, role: caller.role, etablissementId: null };
  if (caller.role !== 'STAFF') return actor;
  const account = await deps.users.accounts.findById(caller.accountId);
  const pubkey = account?.etablissementPubkey;
  const etablissement = pubkey ? await deps.repos.etablissements.findByPubkey(pubkey) : undefined;
  return { ...actor, etablissementId: etablissement?.id ?? null };
}
