import { useLanguage } from '../i18n/use-language';
import { formatClock, formatDayHeading, formatDayRange, formatZoneName } from '../lib/format-calendar';

/** A calendar's formatters, bound to the current language's calendars and digits. */
export function useCalendarFormat() {
  const { language } = useLanguage();
  return {
    /** Minutes after midnight as a wall-clock time (the hour labels). */
    clock: (minutes: number) => formatClock(minutes, language),
    /** A YYYY-MM-DD day as a column heading: weekday, Gregorian and Hijri day and month. */
    dayHeading: (isoDay: string) => formatDayHeading(isoDay, language),
    /** Days from `first` to `last` in both calendars. */
    dayRange: (first: string, last: string) => formatDayRange(first, last, language),
    /** A time zone's name in the language. */
    zoneName: (timeZone: string) => formatZoneName(timeZone, language),
  };
}
