import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@bayan/shared';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useFormat } from '../../../hooks/use-format';
import { isDestructive } from '../appointments/appointment-actions';
import { useAppointmentWhen } from '../appointments/appointment-when';
import { StatusChip } from '../appointments/status-chip';
import type { AppointmentActions } from '../appointments/use-appointment-actions';
import { SeriesMarker } from '../series/series-marker';
import { DetailsList } from '../../../components/details-list';

/** An appointment opened from the calendar: what it is, and the transitions it allows now. */
export function AppointmentDialog({
  dialog,
  actions,
}: {
  dialog: DialogControl<Appointment>;
  actions: AppointmentActions;
}) {
  const { t } = useTranslation('clinic');
  const format = useFormat();
  const when = useAppointmentWhen();
  const appointment = dialog.item;
  if (!appointment) return null;
  const allowed = actions.actionsOf(appointment);
  const rows: [string, ReactNode][] = [
    [
      t('columns.when'),
      <span key="when">
        {when(appointment)}
        <SeriesMarker appointment={appointment} />
      </span>,
    ],
    [t('columns.patient'), appointment.patient.name],
    // PRODUCT §7: a NoShow is final; how often this patient missed one is the desk's to see.
    [t('details.noShows'), format.number(appointment.patientNoShows)],
    [t('columns.doctor'), appointment.doctor.name],
    [t('columns.status'), <StatusChip key="status" status={appointment.status} />],
    [t('columns.price'), format.money(appointment.priceHalalas / 100)],
    [
      t('columns.duration'),
      t('minutes', { count: appointment.durationMinutes, number: format.number(appointment.durationMinutes) }),
    ],
    [t('details.notes'), appointment.notes || t('details.noNotes')],
  ];
  return (
    <Dialog open={dialog.open} onClose={dialog.close} maxWidth="xs" fullWidth>
      <DialogTitle>{t('details.title', { patient: appointment.patient.name })}</DialogTitle>
      <DialogContent>
        <DetailsList rows={rows} dense />
        {allowed.length === 0 && (
          <Typography variant="body2" sx={{ marginBlockStart: 2, color: 'text.secondary' }}>
            {t('details.none')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={dialog.close}>{t('details.close')}</Button>
        {allowed.map((action) => (
          <Button
            key={action}
            variant={isDestructive(action) ? 'outlined' : 'contained'}
            color={isDestructive(action) ? 'error' : 'primary'}
            onClick={() => {
              dialog.close();
              actions.start(appointment, action);
            }}
          >
            {t(`actions.${action}.submit`)}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
