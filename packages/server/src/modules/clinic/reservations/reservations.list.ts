import type { ListReservationsQuery, Page, Reservation } from '@bayan/shared';
import { searchText } from '../../../lib/list/search-text.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { namesOf, toReservation } from './reservation-view.js';
import { reservationScopeOf } from './reservations.scope.js';
import type { ReservationStatusValue } from './reservations.table.js';

/** GET /api/reservations: the confirmed requests of the actor's clinic (every clinic for admins). */
export async function findReservations(
  deps: ClinicDeps,
  query: ListReservationsQuery,
  actor: ClinicActor,
): Promise<Page<Reservation>> {
  const scope = reservationScopeOf(actor);
  if (scope === 'none') return { data: [], total: 0, currentPage: query.page };
  const status = query.status?.toLowerCase() as ReservationStatusValue | undefined;
  const { rows, total } = await deps.repos.reservations.findPage({ ...scope, status, q: searchText(query.q) }, query);
  const names = await namesOf(deps, rows);
  const now = deps.clock.now();
  return { data: rows.map((view) => toReservation(view, names, now)), total, currentPage: query.page };
}
