import { addDays } from './zoned-time';

/**
 * The example under a date field for a coming day (a time off, a promotion's validity): a week
 * from today, not the birth date a date field shows by default (walk finding 9).
 */
export const comingDayExample = (): string => addDays(new Date().toISOString().slice(0, 10), 7);
