import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Appointment } from '@bayan/shared';
import { APPOINTMENTS_KEY, fetchAppointments, type AppointmentsFilter } from './appointments';

/** Every appointment matching the filter, page after page (a calendar shows them all at once). */
export async function fetchAllAppointments(filter: AppointmentsFilter, signal?: AbortSignal): Promise<Appointment[]> {
  const rows: Appointment[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchAppointments({ ...filter, page, sort: 'start', limit: MAX_PAGE_SIZE }, signal);
    rows.push(...result.rows);
    if (result.rows.length < MAX_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}

/** A doctor's appointments starting in [from, to) (instants), for the calendar. */
export function useCalendarAppointments(doctor: string, from: string, to: string) {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'calendar', doctor, from, to],
    queryFn: ({ signal }) => fetchAllAppointments({ doctor, from, to }, signal),
    enabled: doctor !== '',
    staleTime: 0,
  });
}
