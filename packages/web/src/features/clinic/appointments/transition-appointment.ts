import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLINIC_ROUTES, type Appointment, type ApiRoute } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import type { SuccessMessage } from '../../../lib/query-client';
import type { StateAction } from './appointment-actions';
import { APPOINTMENTS_KEY } from './appointments';

const ROUTES: Record<StateAction, ApiRoute> = {
  confirm: CLINIC_ROUTES['clinic.confirmAppointment'],
  reject: CLINIC_ROUTES['clinic.rejectAppointment'],
  cancel: CLINIC_ROUTES['clinic.cancelAppointment'],
  done: CLINIC_ROUTES['clinic.completeAppointment'],
  'no-show': CLINIC_ROUTES['clinic.markNoShow'],
};

/** What the toast says once a transition is made. */
const DONE = {
  confirm: 'feedback.done.appointmentConfirmed',
  reject: 'feedback.done.appointmentRejected',
  cancel: 'feedback.done.appointmentCancelled',
  done: 'feedback.done.appointmentCompleted',
  'no-show': 'feedback.done.appointmentNoShow',
} as const satisfies Record<StateAction, SuccessMessage>;

export interface TransitionInput {
  action: StateAction;
  id: string;
  reason?: string | undefined;
}

/** POST /api/appointments/:id/<action>: the server checks the state it was in (compare-and-swap). */
export const transitionAppointment = ({ action, id, reason }: TransitionInput) =>
  apiRequest<Appointment>(routePath(ROUTES[action], { id }), { method: 'POST', body: reason ? { reason } : {} });

/**
 * A transition; whatever the answer, the lists and calendar are read again: after a 409 the
 * appointment had changed, and the screen should show what it is now.
 */
export function useTransitionAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transitionAppointment,
    meta: { successMessage: (_data, input) => DONE[(input as TransitionInput).action] },
    onSettled: () => client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}
