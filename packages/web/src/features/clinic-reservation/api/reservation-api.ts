import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RESERVATION_ROUTES,
  type CreateReservation,
  type PublicReservation,
  type ReservationCreated,
} from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

const KEY = ['clinic', 'reservation'] as const;

/** POST /api/auth/appointment-reservation: the request, stored until the phone's code confirms it. */
export function useCreateReservation() {
  return useMutation({
    meta: { silentSuccess: true },
    mutationFn: (body: CreateReservation) =>
      apiRequest<ReservationCreated>(routePath(RESERVATION_ROUTES['clinic.createReservation']), {
        method: 'POST',
        body,
        anonymous: true,
      }),
  });
}

/** The request's state for its confirmation screen, by its id and secret. */
export function usePublicReservation(id: string, token: string) {
  return useQuery({
    queryKey: [...KEY, id, token],
    queryFn: ({ signal }) =>
      apiRequest<PublicReservation>(routePath(RESERVATION_ROUTES['clinic.getPublicReservation'], { id }), {
        query: { token },
        signal,
        anonymous: true,
      }),
    enabled: id !== '' && token !== '',
    retry: false,
  });
}

/** The texted code: the request reaches the clinic's staff. */
export function useVerifyReservation(id: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { silentSuccess: true },
    mutationFn: (code: string) =>
      apiRequest<PublicReservation>(routePath(RESERVATION_ROUTES['clinic.verifyReservation'], { id }), {
        method: 'POST',
        body: { token, code },
        anonymous: true,
      }),
    onSuccess: (reservation) => client.setQueryData([...KEY, id, token], reservation),
  });
}

export function useResendReservationCode(id: string, token: string) {
  return useMutation({
    meta: { silentSuccess: true },
    mutationFn: () =>
      apiRequest<{ message: string }>(routePath(RESERVATION_ROUTES['clinic.resendReservationCode'], { id }), {
        method: 'POST',
        body: { token },
        anonymous: true,
      }),
  });
}
