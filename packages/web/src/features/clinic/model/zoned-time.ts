import { cached } from '../../../lib/format-date';

/**
 * Wall-clock days and minutes in a clinic's time zone (PRODUCT §7: the clinic's time, whatever
 * the browser's), from Intl: no time-zone library in the bundle.
 */
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const PARTS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
} as const;

/** The clinic's calendar day (YYYY-MM-DD) and minute of that day at an instant. */
export function zonedParts(instant: number, timeZone: string): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    cached('en-US-u-ca-gregory-nu-latn', { ...PARTS, timeZone })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (+3 h in Riyadh). */
function offsetAt(instant: number, timeZone: string): number {
  const { day, minutes } = zonedParts(instant, timeZone);
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  return wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/** The instant a clinic day begins (its midnight), in ms. */
export function zonedMidnight(day: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - offsetAt(utcMidnight, timeZone);
  // Once more at the guess: the offset may differ there (a daylight-saving change at midnight).
  return utcMidnight - offsetAt(guess, timeZone);
}

/** A calendar day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week of a calendar day: 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Today in the clinic's zone. */
export const zonedToday = (timeZone: string, now = Date.now()): string => zonedParts(now, timeZone).day;
