import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@bayan/shared';
import { useDialog } from '../../../components/dialogs/use-dialog';
import type { AppointmentActions } from '../appointments/use-appointment-actions';
import { RescheduleDialog } from './reschedule-dialog';

/**
 * A patient's "Change the time" on a coming appointment: offered where a cancellation is (the
 * same rules and cut-off, PRODUCT §7), labelled, and the dialog it opens.
 */
export function useRescheduleAction(actions: AppointmentActions) {
  const { t } = useTranslation('clinic');
  const dialog = useDialog<Appointment>();
  const patient = actions.role === 'PATIENT';
  return {
    button: (appointment: Appointment) =>
      patient && actions.actionsOf(appointment).includes('cancel') ? (
        <Button
          size="small"
          startIcon={<EventRepeatRounded />}
          onClick={() => dialog.show(appointment)}
          aria-label={t('reschedule.row', { doctor: appointment.doctor.name })}
        >
          {t('reschedule.button')}
        </Button>
      ) : null,
    dialog: patient ? <RescheduleDialog key={dialog.key} dialog={dialog} /> : null,
  };
}
