import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDoctor, Doctor, UpdateDoctor } from '@bayan/shared';
import { apiRequest, routePath } from '../../../../lib/api-client';
import { fetchListPage } from '../../../../lib/list-page';

export const DOCTORS_PAGE_SIZE = 10;
/** Every query of doctors starts so (the appointment screens' doctor pickers too). */
const DOCTORS_KEY = ['clinic', 'doctors'] as const;

export interface DoctorsFilter {
  q: string;
  sort: string;
  speciality: string;
  etablissement: string;
}

/** The search, sort and filters as the list and the export send them ('' means no filter). */
export const doctorsQuery = ({ q, sort, speciality, etablissement }: DoctorsFilter) => ({
  q: q || undefined,
  sort,
  speciality: speciality || undefined,
  etablissement: etablissement || undefined,
});

/** One page of the clinics' doctors (GET /api/doctors). */
export function useDoctors(page: number, filter: DoctorsFilter) {
  return useQuery({
    queryKey: [...DOCTORS_KEY, 'page', page, filter],
    queryFn: ({ signal }) =>
      fetchListPage<Doctor>(
        routePath('clinic.listDoctors'),
        { page, limit: DOCTORS_PAGE_SIZE, ...doctorsQuery(filter) },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type DoctorSave = { pubkey: null; body: CreateDoctor } | { pubkey: string; body: UpdateDoctor };

/** POST /api/doctors (a DOCTOR account's profile) or PATCH /api/doctors/:pubkey (what changed). */
export function useSaveDoctor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubkey, body }: DoctorSave) =>
      pubkey === null
        ? apiRequest<Doctor>(routePath('clinic.createDoctor'), { method: 'POST', body })
        : apiRequest<Doctor>(routePath('clinic.updateDoctor', { pubkey }), { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: DOCTORS_KEY }),
  });
}
