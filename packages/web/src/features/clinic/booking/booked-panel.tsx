import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@bayan/shared';
import { RouterLink } from '../../../components/router-link';
import { useAppointmentWhen } from '../appointments/appointment-when';
import { SeriesMarker } from '../series/series-marker';

interface BookedPanelProps {
  appointment: Appointment;
  onAgain: () => void;
  /** Booked by the care team for a patient: their lists, not "my appointments". */
  forPatient: boolean;
}

/** After booking: the catalogue's message (reserved at once, or a request waiting as Pending). */
export function BookedPanel({ appointment, onAgain, forPatient }: BookedPanelProps) {
  const { t } = useTranslation(['booking', 'dashboard']);
  const when = useAppointmentWhen();
  const reserved = appointment.status === 'Planed';
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        <strong>{t(reserved ? 'reserved' : 'requested')}</strong>
        <br />
        {t(reserved ? 'reservedBody' : 'requestedBody', { doctor: appointment.doctor.name, when: when(appointment) })}
        <SeriesMarker appointment={appointment} />
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <Button
          variant="contained"
          component={RouterLink}
          href={forPatient ? '/dashboard/appointments' : '/dashboard/my-appointments'}
        >
          {t(forPatient ? 'dashboard:menu.appointmentsAll' : 'dashboard:menu.myAppointments')}
        </Button>
        <Button onClick={onAgain}>{t('again')}</Button>
      </Stack>
    </Stack>
  );
}
