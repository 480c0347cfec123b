import type { Interval } from './blocks.js';

/**
 * Counts appointments overlapping a slot in one sweep: the appointments are sorted once and the
 * slots are asked for in order of start, so each appointment enters and leaves the window once.
 */
export class SeatCounter {
  private next = 0;
  private readonly window: Interval[] = [];

  /** Sorts the array it is given in place (cheap when it comes ordered by start from the database). */
  constructor(private readonly sorted: Interval[]) {
    sorted.sort((a, b) => a.start - b.start);
  }

  /** Appointments overlapping [start, end); calls must not go back in `start`. */
  booked(start: number, end: number): number {
    while (this.next < this.sorted.length && this.sorted[this.next]!.start < end) {
      this.window.push(this.sorted[this.next]!);
      this.next += 1;
    }
    let kept = 0;
    let count = 0;
    for (const appointment of this.window) {
      if (appointment.end <= start) continue;
      this.window[kept++] = appointment;
      if (appointment.start < end) count += 1;
    }
    this.window.length = kept;
    return count;
  }
}
