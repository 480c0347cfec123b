import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { useLanguage } from '../../i18n/use-language';

interface DateCellProps {
  value: string;
  withTime?: boolean;
  /** The zone the day and time are read in (a clinic's); Riyadh when absent. */
  timeZone?: string;
}

/**
 * A moment in a list: first in the reader's own calendar (Hijri in Arabic, Gregorian in
 * English), then the other one and the Riyadh time, smaller.
 */
export function DateCell({ value, withTime = false, timeZone }: DateCellProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { language } = useLanguage();
  const moment = format.bothCalendars(new Date(value), timeZone);
  const [first, second] = language === 'ar' ? [moment.hijri, moment.gregorian] : [moment.gregorian, moment.hijri];
  return (
    <Stack component="time" dateTime={value} sx={{ whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2">
        {withTime ? t('table.dateTime', { date: first, time: moment.time }) : first}
      </Typography>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
        {second}
      </Typography>
    </Stack>
  );
}
