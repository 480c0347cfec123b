import type { DoctorAvailability, Slot } from '@bayan/shared';

export interface FreeDay {
  date: string;
  slots: Slot[];
}

/** The days that still have a free time after `now`, each with those times only, in order. */
export function freeDays(days: DoctorAvailability['days'], now: number): FreeDay[] {
  return days
    .map(({ date, slots }) => ({
      date,
      slots: slots.filter((slot) => slot.state === 'Free' && Date.parse(slot.start) > now),
    }))
    .filter((day) => day.slots.length > 0);
}

/** A calendar day `count` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
