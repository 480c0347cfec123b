import type { Direction } from '@bayan/shared';
import { addDays, weekdayOf } from '../model/zoned-time';

export const CALENDAR_VIEWS = ['day', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The Saudi week starts on Saturday (clinic-notes §5). */
const WEEK_START = 6;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days a view shows around `day`: that day, or the Saturday-to-Friday week holding it. */
export function daysOf(view: CalendarView, day: string): string[] {
  if (view === 'day') return [day];
  const first = addDays(day, -((weekdayOf(day) - WEEK_START + 7) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The same view one period later (`step` 1) or earlier (-1). */
export const shift = (view: CalendarView, day: string, step: number): string =>
  addDays(day, step * (view === 'day' ? 1 : 7));

/**
 * What an arrow key does on the calendar: the left arrow goes to the period shown on the left,
 * which in Arabic (right to left) is the next one, as the days run from right to left.
 */
export function arrowStep(key: string, direction: Direction): number {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === backward ? -1 : 0;
}

/** A `?date=` from the address, when it is a real day. */
export function parseDay(text: string | null): string | null {
  if (!text || !DAY.test(text)) return null;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? null : text;
}
