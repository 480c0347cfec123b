/** One bar or column of a chart: its category label (and a shorter one for tight spaces) and value. */
export interface ChartDatum {
  key: string;
  label: string;
  shortLabel?: string;
  value: number;
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value`: a round top for the value axis. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** Evenly spaced ticks from 0 to `max`, both included. */
export function ticks(max: number, intervals = 4): number[] {
  return Array.from({ length: intervals + 1 }, (_, index) => (max * index) / intervals);
}
