import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Doctor, CLINIC_PEOPLE_ROUTES } from '@bayan/shared';
import { routePath } from '../lib/api-client';
import { fetchAllPages } from '../lib/list-page';

/** The doctors of one clinic (GET /api/doctors?etablissement=), by name; none asked while no clinic is chosen. */
export function useClinicDoctors(etablissement: string) {
  return useQuery({
    queryKey: ['clinic', 'doctors', 'of', etablissement],
    queryFn: ({ signal }) =>
      fetchAllPages<Doctor>(
        routePath(CLINIC_PEOPLE_ROUTES['clinic.listDoctors']),
        { etablissement, sort: 'name', limit: MAX_PAGE_SIZE },
        signal,
      ),
    enabled: etablissement !== '',
    staleTime: 5 * 60_000,
  });
}
