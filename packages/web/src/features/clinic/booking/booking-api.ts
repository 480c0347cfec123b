import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  type Appointment,
  type BookAppointment,
  type Speciality,
  DIRECTORY_ROUTES,
  CLINIC_ROUTES,
} from '@bayan/shared';
import { useDoctorsBy } from '../../../hooks/use-doctors-by';
import { apiRequest, routePath } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/list-page';
import { APPOINTMENTS_KEY } from '../appointments/appointments';
import { AVAILABILITY_KEY } from '../api/doctor-availability';

/** Every speciality (GET /api/specialities, public), by name. */
export function useSpecialities() {
  return useQuery({
    queryKey: ['clinic', 'specialities', 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages<Speciality>(
        routePath(DIRECTORY_ROUTES['clinic.listSpecialities']),
        { sort: 'nameAr', limit: MAX_PAGE_SIZE },
        signal,
      ),
    // The step shows a failure in its own alert (ChoiceStep): no toast repeats it.
    meta: { errorShown: true },
    staleTime: 5 * 60_000,
  });
}

/** The doctors of a speciality (GET /api/doctors?speciality=), best rated first. */
export const useDoctorsOf = (speciality: string) =>
  useDoctorsBy('speciality', speciality, { sort: '-rating', staleTime: 60_000, errorShown: true });

export interface BookingAttempt {
  body: BookAppointment;
  /** The attempt's Idempotency-Key: a retry or a second click books nothing twice. */
  key: string;
}

/**
 * POST /api/appointments with the attempt's Idempotency-Key. Whatever the answer, the lists and
 * the availability are read again: a 409 means the slot changed meanwhile.
 */
export function useBookAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: BookingAttempt) =>
      apiRequest<Appointment>(routePath(CLINIC_ROUTES['clinic.bookAppointment']), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    // The confirm step shows a refusal in its own alert, next to 'Try again'.
    meta: { errorShown: true },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
        client.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
      ]);
    },
  });
}
