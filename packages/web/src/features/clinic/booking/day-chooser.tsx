import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DayFilter } from '../../../components/data-table/day-filter';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';
import { addDays } from '../model/zoned-time';
import { ChoiceGrid } from './choice-grid';
import { DatePair } from '../../../components/date-pair/date-pair';

/** How many days the slot step shows at once. */
export const WINDOW_DAYS = 14;

interface DayChooserProps {
  /** The first day of the window shown. */
  from: string;
  today: string;
  onMove: (from: string) => void;
  /** The window's days that have times, YYYY-MM-DD. */
  days: readonly string[];
  selected: string | undefined;
  onSelect: (day: string) => void;
}

/** The days of the window, each in both calendars, the earlier window, and a typed day to jump to. */
export function DayChooser({ from, today, onMove, days, selected, onSelect }: DayChooserProps) {
  const { t } = useTranslation('booking');
  const format = useCalendarFormat();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {/* A day a week ahead as the example, not a birth date (finding 9). */}
        <DayFilter label={t('goTo')} value="" onChange={(day) => day && onMove(day)} example={addDays(today, 7)} />
        {from > today && <Button onClick={() => onMove(addDays(from, -WINDOW_DAYS))}>{t('earlierDays')}</Button>}
      </Stack>
      <ChoiceGrid min="9.5rem" label={t('days')}>
        {days.map((day) => {
          const heading = format.dayHeading(day);
          return (
            <li key={day}>
              <Button
                fullWidth
                variant={day === selected ? 'contained' : 'outlined'}
                aria-pressed={day === selected}
                onClick={() => onSelect(day)}
                sx={{ flexDirection: 'column', lineHeight: 1.35 }}
              >
                <span>{heading.weekday}</span>
                <time dateTime={day}>
                  <DatePair hijri={heading.hijri} gregorian={heading.gregorian} />
                </time>
              </Button>
            </li>
          );
        })}
      </ChoiceGrid>
    </Stack>
  );
}
