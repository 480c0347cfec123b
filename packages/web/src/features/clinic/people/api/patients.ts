import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePatient, Patient, UpdatePatient } from '@bayan/shared';
import { apiRequest, routePath } from '../../../../lib/api-client';
import { fetchListPage } from '../../../../lib/list-page';

export const PATIENTS_PAGE_SIZE = 10;
const PATIENTS_KEY = ['clinic', 'patients'] as const;

export interface PatientsFilter {
  q: string;
  sort: string;
  gender: string;
  ageMin: string;
  ageMax: string;
}

/** The search, sort and filters as the list and the export send them ('' means no filter). */
export const patientsQuery = ({ q, sort, gender, ageMin, ageMax }: PatientsFilter) => ({
  q: q || undefined,
  sort,
  gender: gender || undefined,
  ageMin: ageMin || undefined,
  ageMax: ageMax || undefined,
});

/** One page of the patients' files the caller may read (GET /api/patients). */
export function usePatients(page: number, filter: PatientsFilter) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'page', page, filter],
    queryFn: ({ signal }) =>
      fetchListPage<Patient>(
        routePath('clinic.listPatients'),
        { page, limit: PATIENTS_PAGE_SIZE, ...patientsQuery(filter) },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type PatientSave = { pubkey: null; body: CreatePatient } | { pubkey: string; body: UpdatePatient };

/** POST /api/patients (opens a PATIENT account's file) or PATCH /api/patients/:pubkey (what changed). */
export function useSavePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubkey, body }: PatientSave) =>
      pubkey === null
        ? apiRequest<Patient>(routePath('clinic.createPatient'), { method: 'POST', body })
        : apiRequest<Patient>(routePath('clinic.updatePatient', { pubkey }), { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: PATIENTS_KEY }),
  });
}
