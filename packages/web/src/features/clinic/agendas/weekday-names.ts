import { WEEKDAYS, type Weekday } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';
import { formatDayHeading } from '../../../lib/format-calendar';

/** 4 January 2026 was a Sunday: weekday `n` is the 4th + n. */
const dayOf = (weekday: Weekday) => `2026-01-${String(4 + Number(weekday)).padStart(2, '0')}`;

/** The weekdays' names in the page's language, "0" = Sunday … "6" = Saturday. */
export function useWeekdayNames(): Record<Weekday, string> {
  const { language } = useLanguage();
  return Object.fromEntries(WEEKDAYS.map((day) => [day, formatDayHeading(dayOf(day), language).weekday])) as Record<
    Weekday,
    string
  >;
}
