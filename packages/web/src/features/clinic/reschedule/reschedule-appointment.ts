import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLINIC_ROUTES, type Appointment } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../appointments/appointments';
import { AVAILABILITY_KEY } from '../api/doctor-availability';

/**
 * POST /api/appointments/:id/reschedule: the new time is taken and the old one cancelled in one
 * transaction, under the rules of a booking and a cancellation (the server's cut-off); whatever
 * the answer, the lists and the free times are read again.
 */
export function useRescheduleAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start }: { id: string; start: string }) =>
      apiRequest<Appointment>(routePath(CLINIC_ROUTES['clinic.rescheduleAppointment'], { id }), {
        method: 'POST',
        body: { start },
      }),
    meta: { successMessage: 'feedback.done.appointmentRescheduled', errorShown: true },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
        client.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
      ]),
  });
}
