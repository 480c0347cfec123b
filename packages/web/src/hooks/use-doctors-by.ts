import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Doctor, CLINIC_PEOPLE_ROUTES } from '@bayan/shared';
import { routePath } from '../lib/api-client';
import { fetchAllPages } from '../lib/list-page';

interface DoctorsByOptions {
  sort: string;
  staleTime: number;
  /** The screen says a failure itself: no snackbar. */
  errorShown?: boolean;
}

/**
 * Every doctor of one clinic or one speciality (GET /api/doctors?etablissement= or ?speciality=),
 * all pages; none asked while none is chosen.
 */
export function useDoctorsBy(
  by: 'etablissement' | 'speciality',
  pubkey: string,
  { sort, staleTime, errorShown = false }: DoctorsByOptions,
) {
  return useQuery({
    queryKey: ['clinic', 'doctors', 'of', pubkey],
    queryFn: ({ signal }) =>
      fetchAllPages<Doctor>(
        routePath(CLINIC_PEOPLE_ROUTES['clinic.listDoctors']),
        { [by]: pubkey, sort, limit: MAX_PAGE_SIZE },
        signal,
      ),
    enabled: pubkey !== '',
    ...(errorShown ? { meta: { errorShown: true } } : {}),
    staleTime,
  });
}

/** The doctors of one clinic, by name (the reservation's choice, the desk's accept dialog). */
export const useClinicDoctors = (etablissement: string) =>
  useDoctorsBy('etablissement', etablissement, { sort: 'name', staleTime: 5 * 60_000 });
