import type { ErrorCode } from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import { narrow } from '../appointments/appointments.list.js';
import type { ClinicRepos } from '../clinic.deps.js';

/**
 * The clinic a caller manages: undefined for admins (every clinic), a STAFF account's own, and
 * null for anyone else or a STAFF account that names no clinic (none).
 */
export function managedClinic(actor: ClinicActor): number | null | undefined {
  if (actor.role === 'ADMIN' || actor.role === 'SUPERADMIN') return undefined;
  return actor.role === 'STAFF' ? actor.etablissementId : null;
}

/** Throws `notFound` for a record of a clinic the caller does not manage (no existence leak). */
export function guardClinic(actor: ClinicActor, notFound: ErrorCode) {
  const managed = managedClinic(actor);
  return (row: { etablissementId: number }) => {
    if (managed !== undefined && managed !== row.etablissementId) throw new AppError(notFound);
  };
}

/**
 * The id behind a pubkey filter: undefined when not asked, null when it names nothing (the page
 * is empty).
 */
export async function idOf(
  find: (pubkey: string) => Promise<{ id: number } | undefined>,
  pubkey: string | undefined,
): Promise<number | null | undefined> {
  return pubkey === undefined ? undefined : ((await find(pubkey))?.id ?? null);
}

/**
 * The clinic a new section or room goes in, locked against deletion until the insert commits:
 * the one named, or a STAFF caller's own; admins must name one (spec §5 "Etablissement is required").
 */
export async function clinicForNew(repos: ClinicRepos, actor: ClinicActor, pubkey: string | undefined) {
  const managed = managedClinic(actor);
  if (pubkey === undefined && managed === undefined) throw new AppError('CLINIC_ETABLISSEMENT_REQUIRED');
  const clinics = repos.directory.etablissements;
  const clinic =
    pubkey === undefined
      ? managed && (await clinics.findById(managed, 'key share'))
      : await clinics.findByPubkey(pubkey, 'key share');
  if (!clinic || (managed !== undefined && managed !== clinic.id)) throw new AppError('CLINIC_ETABLISSEMENT_NOT_FOUND');
  return clinic;
}

/** A clinic filter within what the caller manages: null when nothing can match. */
export const withinManaged = (actor: ClinicActor, asked: number | null | undefined) => {
  const managed = managedClinic(actor);
  return managed === null ? null : narrow(managed, asked);
};
