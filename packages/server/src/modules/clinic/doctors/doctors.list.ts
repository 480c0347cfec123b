import type { Readable } from 'node:stream';
import type { Doctor, Language, ListDoctorsQuery, Page } from '@bayan/shared';
import { csvStream } from '../../../lib/csv/csv-stream.js';
import { keysetBatches } from '../../../lib/csv/keyset.js';
import { searchText } from '../../../lib/list/search-text.js';
import { scopeOf, type ClinicActor } from '../appointment-access.js';
import { doctorOf } from '../appointments/appointments.plan.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { DoctorsFilter } from './doctors-directory.repository.js';
import { doctorCsvColumns, toDoctor } from './doctors.view.js';

type Filters = Pick<ListDoctorsQuery, 'q' | 'speciality' | 'etablissement'>;

/** The filters as ids; null when one names nothing (or, for staff, another clinic): nothing matches. */
async function filterOf(
  deps: ClinicDeps,
  query: Filters,
  activeOnly: boolean,
  clinic?: number,
): Promise<DoctorsFilter | null> {
  const { doctorsDirectory, etablissements } = deps.repos;
  const speciality =
    query.speciality === undefined ? undefined : ((await doctorsDirectory.findSpeciality(query.speciality)) ?? null);
  const etablissement =
    query.etablissement === undefined ? undefined : ((await etablissements.findByPubkey(query.etablissement)) ?? null);
  if (speciality === null || etablissement === null) return null;
  const etablissementId = etablissement?.id ?? clinic;
  if (clinic !== undefined && etablissementId !== clinic) return null;
  return { q: searchText(query.q), specialityId: speciality?.id, etablissementId, activeOnly };
}

/** GET /api/doctors: public, for the booking flow; only doctors whose account is ACTIVE. */
export async function findDoctors(deps: ClinicDeps, query: ListDoctorsQuery): Promise<Page<Doctor>> {
  const filter = await filterOf(deps, query, true);
  if (!filter) return { data: [], total: 0, currentPage: query.page };
  const person = deps.users.accounts.people('DOCTOR');
  const { rows, total } = await deps.repos.doctorsDirectory.findPage(person, filter, query);
  return { data: rows.map(toDoctor), total, currentPage: query.page };
}

export async function getDoctor(deps: ClinicDeps, pubkey: string): Promise<Doctor> {
  const doctor = await doctorOf(deps, pubkey);
  const view = await deps.repos.doctorsDirectory.findView(deps.users.accounts.people('DOCTOR'), doctor.userId);
  return toDoctor(view!);
}

/**
 * The care team's CSV of the list's filters, with contacts and every account not DELETED: an
 * admin's of all clinics, staff's of their own (none while their account names no clinic).
 */
export async function exportDoctors(
  deps: ClinicDeps,
  query: Filters & Pick<ListDoctorsQuery, 'sort'>,
  actor: ClinicActor,
  lang: Language,
): Promise<Readable> {
  const scope = scopeOf(actor);
  const filter = scope === 'none' ? null : await filterOf(deps, query, false, scope.etablissementId);
  const person = deps.users.accounts.people('DOCTOR');
  const batches = keysetBatches(async (after, limit) =>
    filter ? deps.repos.doctorsDirectory.findBatch(person, filter, query.sort, after, limit) : [],
  );
  return csvStream(doctorCsvColumns(lang), batches);
}
