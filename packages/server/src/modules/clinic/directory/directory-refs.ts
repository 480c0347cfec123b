import type { Language } from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import { fieldError } from '../../../lib/http/field-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicRepos } from '../clinic.deps.js';

export interface ClinicRef {
  id: number;
  pubkey: string;
}

/** The clinic a desk write happens in: the staff member's own (none yet: 403), undefined for an admin. */
export function deskClinic(actor: ClinicActor): ClinicRef | undefined {
  if (actor.role !== 'STAFF') return undefined;
  if (actor.etablissementId === null || actor.etablissementPubkey === null)
    throw new AppError('CLINIC_STAFF_WITHOUT_CLINIC');
  return { id: actor.etablissementId, pubkey: actor.etablissementPubkey };
}

/**
 * The etablissement a body names. Staff name their own or none (their own then); any
 * other answers like one that does not exist. Undefined: none named by an admin.
 */
export async function etablissementOf(
  repos: ClinicRepos,
  actor: ClinicActor,
  pubkey: string | undefined,
  lang: Language,
): Promise<ClinicRef | undefined> {
  const own = deskClinic(actor);
  if (pubkey === undefined) return own;
  const found = await repos.etablissements.findByPubkey(pubkey);
  if (!found || (own !== undefined && found.id !== own.id))
    throw fieldError('CLINIC_ETABLISSEMENT_UNKNOWN', 'etablissementPubkey', lang);
  return found;
}

export async function specialityOf(repos: ClinicRepos, pubkey: string, lang: Language): Promise<number> {
  const found = await repos.doctorsDirectory.findSpeciality(pubkey);
  if (!found) throw fieldError('CLINIC_SPECIALITY_UNKNOWN', 'specialityPubkey', lang);
  return found.id;
}

/** A room of the doctor's etablissement; null: no room. */
export async function roomOf(
  repos: ClinicRepos,
  pubkey: string | null,
  etablissementId: number,
  lang: Language,
): Promise<number | null> {
  if (pubkey === null) return null;
  const found = await repos.doctorsDirectory.findRoom(pubkey);
  if (!found) throw fieldError('CLINIC_ROOM_UNKNOWN', 'roomPubkey', lang);
  if (found.etablissementId !== etablissementId)
    throw fieldError('CLINIC_ROOM_OTHER_ETABLISSEMENT', 'roomPubkey', lang);
  return found.id;
}
