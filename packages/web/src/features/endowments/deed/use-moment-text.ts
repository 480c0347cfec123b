import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';

/** A signing moment (ISO) in words: both calendars and the time in Riyadh, in the page's order and digits. */
export function useMomentText() {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  return (iso: string) => t('moment', format.bothCalendars(new Date(iso)));
}
