import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Appointment, CLINIC_ROUTES } from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/list-page';
import { APPOINTMENTS_KEY } from '../appointments/appointments';

/** A doctor's appointments starting in [from, to) (instants), all of them: the calendar shows them at once. */
export function useCalendarAppointments(doctor: string, from: string, to: string) {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'calendar', doctor, from, to],
    queryFn: ({ signal }) =>
      fetchAllPages<Appointment>(
        routePath(CLINIC_ROUTES['clinic.listAppointments']),
        { doctor, from, to, sort: 'start', limit: MAX_PAGE_SIZE },
        signal,
      ),
    enabled: doctor !== '',
    staleTime: 0,
  });
}
