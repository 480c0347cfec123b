import { useQuery } from '@tanstack/react-query';
import { CLINIC_ROUTES, type DoctorAvailability } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export const AVAILABILITY_KEY = ['clinic', 'availability'] as const;

/**
 * GET /api/doctors/:pubkey/availability over clinic days (YYYY-MM-DD): the free, full and (for
 * the care team) blocked slots, the clinic's time zone and the consultation types offered;
 * with `type`, only the slots that type fits in. `errorShown`: the screen shows any failure in its
 * own alert, so no toast repeats it (the booking steps).
 */
export function useDoctorAvailability(
  doctor: string,
  from: string,
  to: string,
  { type, errorShown = false }: { type?: string | undefined; errorShown?: boolean } = {},
) {
  return useQuery({
    queryKey: [...AVAILABILITY_KEY, doctor, from, to, type],
    queryFn: ({ signal }) =>
      apiRequest<DoctorAvailability>(routePath(CLINIC_ROUTES['clinic.doctorAvailability'], { pubkey: doctor }), {
        query: { from, to, type },
        signal,
      }),
    enabled: doctor !== '',
    meta: { errorShown },
    staleTime: 60_000,
  });
}
