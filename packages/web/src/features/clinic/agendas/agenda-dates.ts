import { useDatePair } from '../../../components/date-pair/date-pair';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';

/** An agenda's dates, first to last day, in the Hijri and the Gregorian calendars. */
export function useAgendaDates() {
  const pair = useDatePair();
  const format = useCalendarFormat();
  return ({ startDate, endDate }: { startDate: string; endDate: string }) => pair(format.dayRange(startDate, endDate));
}
