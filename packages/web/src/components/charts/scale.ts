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

/**
 * Evenly spaced ticks from 0 to a `niceMax` top, both included: 5 intervals for a top of 1 or
 * 5 × 10ⁿ and 4 for 2 × 10ⁿ, so every step is itself 1, 2 or 5 × 10ᵐ.
 */
export function ticks(max: number): number[] {
  const lead = Math.round(max / 10 ** Math.floor(Math.log10(max)));
  const intervals = lead === 2 ? 4 : 5;
  return Array.from({ length: intervals + 1 }, (_, index) => (max * index) / intervals);
}

/** About how wide a line of `text` is at `fontSize` px (an estimate: SVG text is not measured). */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.55;
}

/** Every how many columns a category label fits, when each label needs `labelSpace` pixels. */
export function labelStep(slot: number, labelSpace: number): number {
  return slot > 0 ? Math.max(1, Math.ceil(labelSpace / slot)) : 1;
}
