import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLINIC_ROUTES, type AppointmentLink } from '@bayan/shared';
import { apiRequest, routePath } from '../../../../lib/api-client';

const key = (token: string) => ['appointment-link', token] as const;

/** What the reminder's link is for; no session needed (the token is the key). */
export function useAppointmentLink(token: string | null) {
  return useQuery({
    queryKey: key(token ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<AppointmentLink>(routePath(CLINIC_ROUTES['clinic.viewAppointmentLink'], { token: token ?? '' }), {
        anonymous: true,
        signal,
      }),
    enabled: token !== null,
    retry: false,
    // The page says a bad link itself, in place of the appointment.
    meta: { errorShown: true },
  });
}

/** Does what the link says, once; the answer is the link as it now stands. */
export function useUseAppointmentLink(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<AppointmentLink>(routePath(CLINIC_ROUTES['clinic.useAppointmentLink'], { token }), {
        method: 'POST',
        anonymous: true,
      }),
    onSuccess: (link) => client.setQueryData(key(token), link),
    // The page shows the outcome in place of the button, and a refusal where the button is.
    meta: { errorShown: true, silentSuccess: true },
  });
}
