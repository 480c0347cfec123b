import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';

/** "2 of 6": an appointment's place in its recurring series; nothing for a single booking. */
export function SeriesMarker({ appointment }: { appointment: Pick<Appointment, 'series'> }) {
  const { t } = useTranslation('clinic');
  const format = useFormat();
  const { series } = appointment;
  if (!series) return null;
  const label = t('series.marker', { index: format.number(series.index), count: format.number(series.count) });
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      aria-label={t('series.markerLabel', { place: label })}
      sx={{ marginInlineStart: 0.5, height: 20, fontSize: '0.75rem' }}
    />
  );
}
