import { useTranslation } from 'react-i18next';
import type { Block } from '@bayan/shared';
import { useDatePair } from '../../../components/date-pair/date-pair';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';
import { minutesOf } from '../agendas/weekly-hours';
import { blockSpan } from './block-form';

/** A block's span in words: its days in both calendars, and its hours when it is not whole days. */
export function useBlockWhen() {
  const { t } = useTranslation('agendas');
  const format = useCalendarFormat();
  const pair = useDatePair();
  const clock = (text: string) => format.clock(minutesOf(text) ?? 0);
  return (block: Pick<Block, 'start' | 'end'>) => {
    const span = blockSpan(block);
    const days = pair(format.dayRange(span.firstDay, span.lastDay));
    if (!span.fromTime && !span.toTime) return days;
    return t('timeOff.hours', {
      days,
      from: span.fromTime ? clock(span.fromTime) : clock('00:00'),
      to: span.toTime ? clock(span.toTime) : clock('24:00'),
    });
  };
}
