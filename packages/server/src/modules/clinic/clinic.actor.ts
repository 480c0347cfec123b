import type { Caller } from '../../lib/caller.js';
import type { ClinicActor } from './appointment-access.js';
import type { ClinicDeps } from './clinic.deps.js';

/**
 * The caller as the clinic's rules see them: a STAFF account with the etablissement it belongs
 * to, through the account's link (users.etablissement_pubkey, a foreign key to the clinic).
 */
export async function actorOf(deps: ClinicDeps, caller: Caller): Promise<ClinicActor> {
  const actor = { accountId: caller.accountId, role: caller.role, etablissementId: null, etablissementPubkey: null };
  if (caller.role !== 'STAFF') return actor;
  const account = await deps.users.accounts.findById(caller.accountId);
  const pubkey = account?.etablissementPubkey;
  const etablissement = pubkey ? await deps.repos.etablissements.findByPubkey(pubkey) : undefined;
  return etablissement
    ? { ...actor, etablissementId: etablissement.id, etablissementPubkey: etablissement.pubkey }
    : actor;
}
