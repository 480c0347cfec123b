import type { Agenda, ListAgendasQuery, Page } from '@bayan/shared';
import { viewAgendas } from './agenda-view.js';
import { scopeOf, type ClinicActor } from '../appointment-access.js';
import { accountId, narrow } from '../appointments/appointments.list.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { managedAgenda } from './schedule-access.js';

/** A doctor's own agendas, their clinic's for staff, all for admins; filters narrow, never widen. */
export async function findAgendas(
  deps: ClinicDeps,
  query: ListAgendasQuery,
  actor: ClinicActor,
): Promise<Page<Agenda>> {
  const empty = { data: [], total: 0, currentPage: query.page };
  const scope = scopeOf(actor);
  if (scope === 'none' || scope.patientId !== undefined) return empty;
  const clinic =
    query.etablissement === undefined
      ? undefined
      : ((await deps.repos.etablissements.findByPubkey(query.etablissement))?.id ?? null);
  const doctorId = narrow(scope.doctorId, await accountId(deps, query.doctor));
  const etablissementId = narrow(scope.etablissementId, clinic);
  if (doctorId === null || etablissementId === null) return empty;
  const { rows, total } = await deps.repos.agendas.findPage(
    { doctorId, etablissementId, activeOn: query.activeOn },
    query,
  );
  const names = await deps.users.accounts.names(rows.map((row) => row.doctorId));
  return { data: await viewAgendas(deps.repos.agendas, rows, names), total, currentPage: query.page };
}

export async function getAgenda(deps: ClinicDeps, pubkey: string, actor: ClinicActor): Promise<Agenda> {
  const { record } = await managedAgenda(deps, actor, pubkey);
  const names = await deps.users.accounts.names([record.doctorId]);
  const [view] = await viewAgendas(deps.repos.agendas, [record], names);
  return view!;
}
