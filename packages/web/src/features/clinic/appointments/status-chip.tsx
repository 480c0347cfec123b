import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '@bayan/shared';
import { STATUS_COLOUR } from './status-colour';

/** An appointment's state in words, coloured as on the calendar. */
export function StatusChip({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation('dashboard');
  const colour = STATUS_COLOUR[status];
  return (
    <Chip
      size="small"
      variant={status === 'Pending' || status === 'Planed' ? 'filled' : 'outlined'}
      color={colour}
      label={t(`home.stats.statuses.${status}`)}
    />
  );
}
