import type { Appointment, ListAppointmentsQuery, Page } from '@bayan/shared';
import { scopeOf, type ClinicActor } from './appointment-access.js';
import { statusToDb } from './appointment-status.js';
import { viewAppointments } from './appointment-view.js';
import type { AppointmentFilter } from './appointments.repository.js';
import type { ClinicDeps } from './clinic.deps.js';

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

export async function findAppointments(
  deps: ClinicDeps,
  query: ListAppointmentsQuery,
  actor: ClinicActor,
): Promise<Page<Appointment>> {
  const empty = { data: [], total: 0, currentPage: query.page };
  const scope = scopeOf(actor);
  if (scope === 'none') return empty;
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
  if (Object.values(ids).includes(null)) return empty;
  const filter: AppointmentFilter = {
    ...(ids as { [K in keyof typeof ids]: number | undefined }),
    status: query.status && statusToDb(query.status),
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
  const { rows, total } = await deps.repos.appointments.findPage(filter, query);
  return { data: await viewAppointments(deps, rows), total, currentPage: query.page };
}
