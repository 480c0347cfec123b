import type { DoctorAvailability } from '@bayan/shared';

export interface SlotBand {
  state: 'Free' | 'Blocked';
  start: string;
  end: string;
  seatsLeft: number;
}

/**
 * What the calendar draws behind the appointments: each free slot (a time that can still be
 * booked), and the unavailable time as bands, consecutive blocked slots joined into one. Full
 * slots are drawn by their appointments.
 */
export function slotBands(days: DoctorAvailability['days']): SlotBand[] {
  const bands: SlotBand[] = [];
  for (const { slots } of days) {
    for (const { state, start, end, seatsLeft } of slots) {
      if (state === 'Full') continue;
      const last = bands.at(-1);
      if (state === 'Blocked' && last?.state === 'Blocked' && Date.parse(last.end) === Date.parse(start))
        last.end = end;
      else bands.push({ state, start, end, seatsLeft });
    }
  }
  return bands;
}
