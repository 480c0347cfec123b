import type { Block } from './types.js';

/** Half-open [start, end) in epoch ms. */
export interface Interval {
  start: number;
  end: number;
}

/**
 * The blocks that apply to one doctor (theirs and the clinic's), merged into sorted disjoint
 * intervals so that a slot's overlap test is a binary search.
 */
export function blocksFor(blocks: readonly Block[], doctorId: string): Interval[] {
  const applicable = blocks
    .filter((block) => block.scope === 'clinic' || block.doctorId === doctorId)
    .filter((block) => block.end > block.start)
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const { start, end } of applicable) {
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

export function overlapsAny(merged: readonly Interval[], start: number, end: number): boolean {
  let low = 0;
  let high = merged.length;
  // The first interval ending after `start`; merged intervals' ends are sorted too.
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (merged[middle]!.end <= start) low = middle + 1;
    else high = middle;
  }
  const candidate = merged[low];
  return candidate !== undefined && candidate.start < end;
}
