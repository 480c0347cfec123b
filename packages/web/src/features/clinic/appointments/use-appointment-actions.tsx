import type { Appointment } from '@bayan/shared';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { useNow } from '../../../hooks/use-now';
import { useStoredProfile } from '../../../hooks/use-profile';
import { allowedActions, type StateAction } from './appointment-actions';
import { ActionDialog, type ActionTarget } from './action-dialog';

/**
 * What the signed-in account may do to appointments right now (the clock moves: an appointment
 * that starts becomes one to mark done), and the prompt each action opens.
 */
export function useAppointmentActions() {
  const role = useStoredProfile()?.role;
  const now = useNow(30_000).getTime();
  const dialog = useDialog<ActionTarget>();
  return {
    role,
    actionsOf: (appointment: Appointment): StateAction[] => (role ? allowedActions(appointment, role, now) : []),
    start: (appointment: Appointment, action: StateAction) => dialog.show({ appointment, action }),
    dialog: role ? <ActionDialog key={dialog.key} dialog={dialog} role={role} /> : null,
  };
}

export type AppointmentActions = ReturnType<typeof useAppointmentActions>;
