import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Doctor, CLINIC_PEOPLE_ROUTES } from '@bayan/shared';
import { useStoredProfile } from '../../../hooks/use-profile';
import { routePath } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/list-page';

export interface DoctorOption {
  pubkey: string;
  name: string;
  /** The doctor's clinic, in both languages. */
  clinic: { nameAr: string; nameEn: string };
}

/** The doctors a picker offers: the clinics' directory (GET /api/doctors), by name; a STAFF account's clinic's only. */
export function useDoctorOptions(enabled: boolean) {
  // Reception works in one clinic: its pickers offer that clinic's doctors only (finding 27); the
  // server refuses the others' schedules anyway.
  const etablissement = useStoredProfile()?.etablissementPubkey ?? undefined;
  return useQuery({
    queryKey: ['clinic', 'doctors', 'options', etablissement],
    queryFn: async ({ signal }) => {
      const doctors = await fetchAllPages<Doctor>(
        routePath(CLINIC_PEOPLE_ROUTES['clinic.listDoctors']),
        { sort: 'name', limit: MAX_PAGE_SIZE, etablissement },
        signal,
      );
      return doctors.map(({ pubkey, name, etablissement }): DoctorOption => ({ pubkey, name, clinic: etablissement }));
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
