import type { Language } from '@bayan/shared';
import { cached, dateLocale } from '../../../../lib/format-date';

/** The Saudi week, Saturday first (clinic-notes §5), as the API numbers days: 0 = Sunday … 6 = Saturday. */
export const WEEK = [6, 0, 1, 2, 3, 4, 5] as const;

/** A weekday's name in the language ("السبت", "Saturday"); 4 January 2026 was a Sunday. */
export const weekdayName = (day: number, language: Language): string =>
  cached(dateLocale(language, 'gregory'), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + day));

/** The week's days with their names, Saturday first. */
export const weekdays = (language: Language) => WEEK.map((day) => ({ day, name: weekdayName(day, language) }));
