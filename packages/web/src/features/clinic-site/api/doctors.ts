import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  type Doctor,
  type DoctorAvailability,
  CLINIC_PEOPLE_ROUTES,
  CLINIC_ROUTES,
} from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/list-page';
import { SHOWN_ON_PAGE } from './directory';

export interface DoctorFilters {
  speciality: string;
  etablissement: string;
}

/** The doctors (GET /api/doctors, public), best rated first, of a speciality and clinic when chosen. */
export const doctorsQuery = ({ speciality, etablissement }: DoctorFilters) =>
  queryOptions({
    queryKey: ['clinic-site', 'doctors', speciality, etablissement],
    queryFn: ({ signal }) =>
      fetchAllPages<Doctor>(
        routePath(CLINIC_PEOPLE_ROUTES['clinic.listDoctors']),
        {
          sort: '-rating',
          limit: MAX_PAGE_SIZE,
          ...(speciality ? { speciality } : {}),
          ...(etablissement ? { etablissement } : {}),
        },
        signal,
      ),
    staleTime: 60_000,
    meta: SHOWN_ON_PAGE,
  });

export const useDoctors = (filters: DoctorFilters) => useQuery(doctorsQuery(filters));

/** One doctor (GET /api/doctors/:pubkey, public). */
export const doctorQuery = (pubkey: string) =>
  queryOptions({
    queryKey: ['clinic-site', 'doctor', pubkey],
    queryFn: ({ signal }) =>
      apiRequest<Doctor>(routePath(CLINIC_PEOPLE_ROUTES['clinic.getDoctor'], { pubkey }), { signal }),
    // A missing doctor stays missing: no retries before the page says so.
    retry: false,
    staleTime: 60_000,
    // Missing stays missing: the "not found" the server rendered is hydrated, not fetched again.
    retryOnMount: false,
    meta: SHOWN_ON_PAGE,
  });

export const useDoctor = (pubkey: string) => useQuery(doctorQuery(pubkey));

/**
 * A doctor's slots over clinic days (GET /api/doctors/:pubkey/availability, public), for a type
 * when given. Under the clinic's availability key: a booking anywhere reads it again.
 */
export const freeSlotsQuery = (doctor: string, from: string, to: string, type: string) =>
  queryOptions({
    queryKey: ['clinic', 'availability', doctor, from, to, type || undefined],
    queryFn: ({ signal }) =>
      apiRequest<DoctorAvailability>(routePath(CLINIC_ROUTES['clinic.doctorAvailability'], { pubkey: doctor }), {
        query: { from, to, type: type || undefined },
        signal,
      }),
    staleTime: 60_000,
    meta: SHOWN_ON_PAGE,
  });

export function useFreeSlots(doctor: string, from: string, to: string, type: string, enabled = true) {
  return useQuery({ ...freeSlotsQuery(doctor, from, to, type), enabled });
}
