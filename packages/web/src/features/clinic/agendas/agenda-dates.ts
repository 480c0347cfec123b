import { useTranslation } from 'react-i18next';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';

/** An agenda's dates, first to last day, in the Hijri and the Gregorian calendars. */
export function useAgendaDates() {
  const { t } = useTranslation('common');
  const format = useCalendarFormat();
  return ({ startDate, endDate }: { startDate: string; endDate: string }) =>
    t('form.dateBoth', format.dayRange(startDate, endDate));
}
