import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { useLanguage } from '../../i18n/use-language';

/**
 * A moment in a list: first in the reader's own calendar (Hijri in Arabic, Gregorian in
 * English), then the other one and the Riyadh time, smaller.
 */
export function DateCell({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { language } = useLanguage();
  const moment = format.bothCalendars(new Date(value));
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
