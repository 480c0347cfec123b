import { useQueries } from '@tanstack/react-query';
import { type ApiRoute, CLINIC_ROUTES, RESERVATION_ROUTES, riyadhDay } from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';
import { APPOINTMENTS_KEY } from '../appointments/appointments';
import { dayRange } from '../appointments/list-filter';

export type HomeCount = 'today' | 'pending' | 'reservations';

/** Each count as a list query of one row whose total is the number (the server scopes it to the caller). */
function countQuery(route: ApiRoute, query: Record<string, string>) {
  return (signal: AbortSignal) =>
    fetchListPage(routePath(route), { page: 1, limit: 1, ...query }, signal).then((page) => page.total);
}

/**
 * Finding 8: what waits for the care team, counted by the lists they open next: today's
 * appointments (confirmed and pending: two counts), the pending requests from now on and, for
 * reception, the visitors' reservation requests.
 */
export function useHomeCounts(counts: readonly HomeCount[]): Partial<Record<HomeCount, number>> | undefined {
  const now = new Date().toISOString();
  // The clinic's today (PRODUCT §7: Riyadh), whatever the browser's.
  const today = dayRange(riyadhDay(new Date()));
  const appointments = CLINIC_ROUTES['clinic.listAppointments'];
  const asked = {
    today: [
      countQuery(appointments, { ...today, status: 'Planed' }),
      countQuery(appointments, { ...today, status: 'Pending' }),
    ],
    pending: [countQuery(appointments, { from: now, status: 'Pending' })],
    reservations: [countQuery(RESERVATION_ROUTES['clinic.listReservations'], { status: 'PENDING' })],
  };
  const queries = counts.flatMap((count) => asked[count].map((fetch, index) => ({ count, index, fetch })));
  const results = useQueries({
    queries: queries.map(({ count, index, fetch }) => ({
      queryKey: [...APPOINTMENTS_KEY, 'home', count, index, today.from],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetch(signal),
      staleTime: 30_000,
    })),
  });
  if (results.some((result) => result.data === undefined)) return undefined;
  const totals: Partial<Record<HomeCount, number>> = {};
  queries.forEach(({ count }, index) => (totals[count] = (totals[count] ?? 0) + results[index]!.data!));
  return totals;
}
