import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RATING_ROUTES, type MyDoctor, type RateAppointment, type Rating, type RatingState } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';

/** Every query of ratings starts so: a rating or a decision reads them all again. */
export const RATINGS_KEY = ['clinic', 'ratings'] as const;
export const RATINGS_PAGE_SIZE = 10;

/** The patient's own ratings (GET /api/ratings/mine): which appointments are rated already. */
export function useMyRatings(enabled: boolean) {
  return useQuery({
    queryKey: [...RATINGS_KEY, 'mine'],
    queryFn: ({ signal }) => apiRequest<{ data: Rating[] }>(routePath(RATING_ROUTES['clinic.myRatings']), { signal }),
    enabled,
  });
}

/** POST /api/appointments/:id/rating. */
export function useRateAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RateAppointment }) =>
      apiRequest<Rating>(routePath(RATING_ROUTES['clinic.rateAppointment'], { id }), { method: 'POST', body }),
    // The dialog shows a refusal itself, and its own thanks.
    meta: { silentSuccess: true, errorShown: true },
    onSettled: () => client.invalidateQueries({ queryKey: RATINGS_KEY }),
  });
}

/** The doctors the patient has seen (GET /api/patients/me/doctors), the latest visit first. */
export function useMyDoctors() {
  return useQuery({
    queryKey: [...RATINGS_KEY, 'my-doctors'],
    queryFn: ({ signal }) => apiRequest<{ data: MyDoctor[] }>(routePath(RATING_ROUTES['clinic.myDoctors']), { signal }),
    meta: { errorShown: true },
  });
}

/** One page of comments in a moderation state (GET /api/ratings?state=), oldest first. */
export function useRatingsQueue(state: RatingState, page: number) {
  return useQuery({
    queryKey: [...RATINGS_KEY, 'queue', state, page],
    queryFn: ({ signal }) =>
      fetchListPage<Rating>(
        routePath(RATING_ROUTES['clinic.listRatings']),
        { state, page, limit: RATINGS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export type Decision = 'approve' | 'reject';

/** POST /api/ratings/:pubkey/approve|reject; the queue is read again whatever the answer. */
export function useModerateRating() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      apiRequest<Rating>(
        routePath(
          decision === 'approve' ? RATING_ROUTES['clinic.approveRating'] : RATING_ROUTES['clinic.rejectRating'],
          { pubkey: id },
        ),
        { method: 'POST' },
      ),
    meta: { silentSuccess: true },
    onSettled: () => client.invalidateQueries({ queryKey: RATINGS_KEY }),
  });
}
