import { useLanguage } from '../i18n/use-language';
import { formatNumber, formatYear } from '../lib/format';
import {
  formatCalendarDay,
  formatClock,
  formatDayHeading,
  formatDayRange,
  formatGregorianYear,
  formatMoment,
  formatRelative,
  formatTime,
  formatZoneName,
  monthNames,
} from '../lib/format-date';
import { formatCompact, formatMoney } from '../lib/format-money';

/** Number and date formatters bound to the current language's calendar and digits. */
export function useFormat() {
  const { language } = useLanguage();
  return {
    number: (value: number) => formatNumber(value, language),
    year: (date: Date) => formatYear(date, language),
    /** A moment in the Hijri and Gregorian calendars, with its time in Riyadh (or in `timeZone`, a clinic's). */
    bothCalendars: (date: Date, timeZone?: string) => formatMoment(date, language, timeZone),
    /** A moment's time of day in Riyadh or `timeZone`. */
    time: (date: Date | number, timeZone?: string) => formatTime(date, language, timeZone),
    /** Minutes after midnight as a wall-clock time (a calendar's hour labels). */
    clock: (minutes: number) => formatClock(minutes, language),
    /** A YYYY-MM-DD day as a column heading: weekday, Gregorian and Hijri day and month. */
    dayHeading: (isoDay: string) => formatDayHeading(isoDay, language),
    /** Days from `first` to `last` in both calendars. */
    dayRange: (first: string, last: string) => formatDayRange(first, last, language),
    /** A time zone's name in the language. */
    zoneName: (timeZone: string) => formatZoneName(timeZone, language),
    /** A YYYY-MM-DD day in both calendars, or null. */
    calendarDay: (isoDay: string) => formatCalendarDay(isoDay, language),
    relative: (date: Date, now?: Date) => formatRelative(date, language, now),
    money: (amount: number) => formatMoney(amount, language),
    compact: (value: number) => formatCompact(value, language),
    months: (width: 'long' | 'short') => monthNames(language, width),
    gregorianYear: (year: number) => formatGregorianYear(year, language),
  };
}
