import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RESERVATION_ROUTES, type AcceptReservation, type Reservation } from '@bayan/shared';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { apiRequest, routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';
import { AVAILABILITY_KEY } from '../api/doctor-availability';

/** Ten to a page, as every list of the dashboard (spec §9). */
export const RESERVATIONS_PAGE_SIZE = 10;
const KEY = ['clinic', 'reservations'] as const;

export interface ReservationsFilter {
  q: string;
  sort: string;
  status: string;
}

/** One page of the confirmed requests of the caller's clinic (GET /api/reservations). */
export function useReservations(page: number, { q, sort, status }: ReservationsFilter) {
  const query = { q: q || undefined, sort, status: status || undefined };
  return useQuery({
    queryKey: [...KEY, page, query],
    meta: { errorShown: true },
    queryFn: ({ signal }) =>
      fetchListPage<Reservation>(
        routePath(RESERVATION_ROUTES['clinic.listReservations']),
        { page, limit: RESERVATIONS_PAGE_SIZE, ...query },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type Decision = { id: string; accept: AcceptReservation } | { id: string; reason: string };

/**
 * Accept (an appointment in the chosen slot) or decline (a reason): the list and the slots are read
 * again either way, a refusal too (another desk may have decided first, or taken the slot).
 */
export function useDecideReservation(said: { accepted: string; declined: string }) {
  const client = useQueryClient();
  return useMutation({
    meta: { silentSuccess: true },
    mutationFn: (decision: Decision) =>
      'accept' in decision
        ? apiRequest<Reservation>(routePath(RESERVATION_ROUTES['clinic.acceptReservation'], { id: decision.id }), {
            method: 'POST',
            body: decision.accept,
          })
        : apiRequest<Reservation>(routePath(RESERVATION_ROUTES['clinic.declineReservation'], { id: decision.id }), {
            method: 'POST',
            body: { reason: decision.reason },
          }),
    onSuccess: (_reservation, decision) =>
      showSnackbar('accept' in decision ? said.accepted : said.declined, 'success'),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: KEY });
      await client.invalidateQueries({ queryKey: AVAILABILITY_KEY });
    },
  });
}
