import type { Appointment, ExportAppointmentsQuery, ListAppointmentsQuery, Page } from '@bayan/shared';
import { searchText } from '../../../lib/list/search-text.js';
import { scopeOf, type ClinicActor } from '../appointment-access.js';
import { statusToDb } from './appointment-status.js';
import { viewAppointments } from './appointment-view.js';
import type { AppointmentFilter } from './appointments.filter.js';
import type { ClinicDeps } from '../clinic.deps.js';

/** The id behind a filter's pubkey; null when it names nobody, so the page is empty. */
export async function accountId(deps: ClinicDeps, pubkey: string | undefined): Promise<number | null | undefined> {
  if (pubkey === undefined) return undefined;
  return (await deps.users.accounts.findByPubkey(pubkey))?.id ?? null;
}

/** Filters ANDed with the actor's scope: a filter cannot widen what the role may see. */
export function narrow(scoped: number | undefined, asked: number | null | undefined): number | null | undefined {
  if (scoped === undefined || asked === undefined) return scoped ?? asked;
  return scoped === asked ? scoped : null;
}

/**
 * The list's filters ANDed with the actor's scope, as the repository takes them; null when they
 * can match nothing (a pubkey naming nobody, a filter outside the scope).
 */
export async function filterOf(
  deps: ClinicDeps,
  query: ExportAppointmentsQuery,
  actor: ClinicActor,
): Promise<AppointmentFilter | null> {
  const scope = scopeOf(actor);
  if (scope === 'none') return null;
  const etablissement =
    query.etablissement === undefined ? undefined : await deps.repos.etablissements.findByPubkey(query.etablissement);
  const ids = {
    doctorId: narrow(scope.doctorId, await accountId(deps, query.doctor)),
    patientId: narrow(scope.patientId, await accountId(deps, query.patient)),
    etablissementId: narrow(
      scope.etablissementId,
      query.etablissement === undefined ? undefined : (etablissement?.id ?? null),
    ),
  };
  if (Object.values(ids).includes(null)) return null;
  const q = searchText(query.q);
  const people = deps.users.accounts.people;
  return {
    ...(ids as { [K in keyof typeof ids]: number | undefined }),
    status: query.status && statusToDb(query.status),
    active: query.active === undefined ? undefined : query.active === 'true',
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    search: q === undefined ? undefined : { q, patients: people('PATIENT'), doctors: people('DOCTOR') },
  };
}

export async function findAppointments(
  deps: ClinicDeps,
  query: ListAppointmentsQuery,
  actor: ClinicActor,
): Promise<Page<Appointment>> {
  const filter = await filterOf(deps, query, actor);
  if (!filter) return { data: [], total: 0, currentPage: query.page };
  const { rows, total } = await deps.repos.appointments.findPage(filter, query);
  return { data: await viewAppointments(deps, rows), total, currentPage: query.page };
}
