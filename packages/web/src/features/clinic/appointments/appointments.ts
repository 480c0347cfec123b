import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CLINIC_ROUTES, type Appointment, type AppointmentStatus } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';

export const APPOINTMENTS_PAGE_SIZE = 10;
/** Every query of appointments starts so: a transition refreshes them all (lists and calendar). */
export const APPOINTMENTS_KEY = ['clinic', 'appointments'] as const;

/** GET /api/appointments's filters; the server narrows them to what the role may see. */
export interface AppointmentsFilter {
  /** The patient's or doctor's name, the patient's mobile or ID number. */
  q?: string | undefined;
  status?: AppointmentStatus | undefined;
  doctor?: string | undefined;
  /** Instants (ISO 8601): the start is in [from, to). */
  from?: string | undefined;
  to?: string | undefined;
  /** Only Pending and Planed (true), or only the others (false). */
  active?: boolean | undefined;
}

export interface AppointmentsQuery extends AppointmentsFilter {
  page: number;
  sort: string;
  limit?: number;
}

export const fetchAppointments = (
  { limit = APPOINTMENTS_PAGE_SIZE, ...query }: AppointmentsQuery,
  signal?: AbortSignal,
) => fetchListPage<Appointment>(routePath(CLINIC_ROUTES['clinic.listAppointments']), { ...query, limit }, signal);

/** One page of appointments, the previous one kept on screen while the next loads. */
export function useAppointments(query: AppointmentsQuery) {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'page', query],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) => fetchAppointments(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/appointments/:id: one appointment as the list shows it (404 when the caller may not see it). */
export const fetchAppointment = (id: string, signal?: AbortSignal) =>
  apiRequest<Appointment>(routePath(CLINIC_ROUTES['clinic.getAppointment'], { id }), { signal });

/** The appointment a link names (a notice's `?appointment=`), none asked: nothing fetched. */
export function useAppointment(id: string | null) {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'one', id],
    queryFn: ({ signal }) => fetchAppointment(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
