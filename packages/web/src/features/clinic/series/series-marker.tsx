import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';

type InSeries = Pick<Appointment, 'series'>;

/** An appointment's place in its series in words: "2 of 6", and "In a series of appointments: 2 of 6". */
export function useSeriesWords() {
  const { t } = useTranslation('clinic');
  const format = useFormat();
  return ({ series }: InSeries) => {
    if (!series) return undefined;
    const label = t('series.marker', { index: format.number(series.index), count: format.number(series.count) });
    return { label, name: t('series.markerLabel', { place: label }) };
  };
}

/**
 * "2 of 6": an appointment's place in its recurring series; nothing for a single booking. A chip
 * in the lists; plain words where lines are short (the calendar's events).
 */
export function SeriesMarker({ appointment, plain = false }: { appointment: InSeries; plain?: boolean }) {
  const words = useSeriesWords()(appointment);
  if (!words) return null;
  if (plain) return <span title={words.name}> ({words.label})</span>;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={words.label}
      aria-label={words.name}
      sx={{ marginInlineStart: 0.5, height: 20, fontSize: '0.75rem' }}
    />
  );
}
