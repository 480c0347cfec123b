import { useLanguage } from '../i18n/use-language';
import { formatCalendarDay } from '../lib/format-calendar-day';

/**
 * A YYYY-MM-DD day in both calendars (with `computed` when its Hijri day is not the published
 * calendar's), or null. Apart from useFormat, which every page's first load carries: the Umm al-Qura
 * table comes only with the pages that name a calendar day.
 */
export function useCalendarDay() {
  const { language } = useLanguage();
  return (isoDay: string) => formatCalendarDay(isoDay, language);
}
