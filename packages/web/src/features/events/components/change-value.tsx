import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

/**
 * One recorded value made readable: yes/no, statuses and roles in words, digits and dates in the
 * reader's language, anything structured laid out as JSON.
 */
export function ChangeValue({ value }: { value: unknown }) {
  const { t } = useTranslation(['common', 'events']);
  const words: Record<string, string> = {
    ...t('events:values', { returnObjects: true }),
    ...t('roles', { returnObjects: true }),
  };
  const format = useFormat();
  const { language } = useLanguage();
  if (value === null || value === undefined || value === '') return <>{t('none')}</>;
  if (typeof value === 'boolean') return <>{value ? t('yes') : t('no')}</>;
  if (typeof value === 'number') return <>{format.number(value)}</>;
  if (typeof value === 'string' && ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))) {
    const moment = format.bothCalendars(new Date(value));
    const date = language === 'ar' ? moment.hijri : moment.gregorian;
    return <time dateTime={value}>{t('table.dateTime', { date, time: moment.time })}</time>;
  }
  if (typeof value === 'string') return <bdi dir="auto">{Object.hasOwn(words, value) ? words[value] : value}</bdi>;
  // A person or a directory entry recorded as {pubkey, name}: its name is what a reader knows.
  if (isNamed(value)) return <bdi dir="auto">{value.name}</bdi>;
  return (
    <Box
      component="pre"
      dir="ltr"
      sx={{ margin: 0, fontSize: '0.8125rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}
