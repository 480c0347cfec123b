import { useQuery } from '@tanstack/react-query';
import type { DoctorAvailability } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/**
 * GET /api/doctors/:pubkey/availability over clinic days (YYYY-MM-DD): the free, full and (for
 * the care team) blocked slots, and the clinic's time zone.
 */
export function useDoctorAvailability(doctor: string, from: string, to: string) {
  return useQuery({
    queryKey: ['clinic', 'availability', doctor, from, to],
    queryFn: ({ signal }) =>
      apiRequest<DoctorAvailability>(routePath('clinic.doctorAvailability', { pubkey: doctor }), {
        query: { from, to },
        signal,
      }),
    enabled: doctor !== '',
    staleTime: 60_000,
  });
}
