import { zonedParts } from '../model/zoned-time';

/** The calendar's grid has one row per five minutes: fine enough for any slot length in use. */
export const ROW_MINUTES = 5;
const DAY_MINUTES = 24 * 60;

/** Minutes of the clinic's day the grid shows, on whole hours: [start, end). */
export interface TimeWindow {
  start: number;
  end: number;
}

/** Where an appointment (or a slot) sits in the day column's own grid; lines are 1-based. */
export interface Placement<T> {
  item: T;
  day: string;
  rowStart: number;
  rowEnd: number;
  /** The first of the day's `columns` it covers, and how many: overlapping ones sit side by side. */
  column: number;
  span: number;
}

export interface DayLayout<T> {
  day: string;
  columns: number;
  items: Placement<T>[];
}

interface Local<T> {
  item: T;
  day: string;
  start: number;
  end: number;
}

/** An item's clinic day and minutes; one running past midnight is cut at the end of its day. */
function localOf<T>(item: T, start: string, end: string, timeZone: string): Local<T> {
  const from = Date.parse(start);
  const { day, minutes } = zonedParts(from, timeZone);
  const length = Math.max(1, Math.round((Date.parse(end) - from) / 60_000));
  return { item, day, start: minutes, end: Math.min(DAY_MINUTES, minutes + length) };
}

/** The whole hours covering every item, or `fallback` (the clinic's usual day) when there are none. */
export function timeWindow(ranges: readonly { start: number; end: number }[], fallback: TimeWindow): TimeWindow {
  if (ranges.length === 0) return fallback;
  const start = Math.min(...ranges.map((range) => range.start));
  const end = Math.max(...ranges.map((range) => range.end));
  return { start: Math.floor(start / 60) * 60, end: Math.min(DAY_MINUTES, Math.ceil(end / 60) * 60) };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a * b) / gcd(a, b);

/**
 * Lanes for one day's items: each takes the first lane free at its start; items that overlap,
 * directly or through others (a cluster), share the cluster's lane count.
 */
function lanesOf<T>(items: Local<T>[]): { local: Local<T>; lane: number; lanes: number }[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: { local: Local<T>; lane: number; lanes: number }[] = [];
  let cluster: typeof placed = [];
  let laneEnds: number[] = [];
  const close = () => {
    for (const entry of cluster) entry.lanes = laneEnds.length;
    placed.push(...cluster);
    cluster = [];
    laneEnds = [];
  };
  for (const local of sorted) {
    if (cluster.length > 0 && local.start >= Math.max(...laneEnds)) close();
    let lane = laneEnds.findIndex((end) => end <= local.start);
    if (lane === -1) lane = laneEnds.push(local.end) - 1;
    else laneEnds[lane] = local.end;
    cluster.push({ local, lane, lanes: 0 });
  }
  close();
  return placed;
}

/**
 * Puts items in the day columns of `days` (in the clinic's zone) and rows of the time window.
 * Each day's grid has as many columns as its clusters of overlapping items need (the least
 * common multiple of their lane counts), so items of one cluster sit side by side at equal
 * widths. Columns are logical: the first is at the inline start, on the right in Arabic.
 */
export function layoutDays<T>(
  items: readonly T[],
  range: (item: T) => { start: string; end: string },
  days: readonly string[],
  timeZone: string,
  window: TimeWindow,
): DayLayout<T>[] {
  const locals = items.map((item) => localOf(item, range(item).start, range(item).end, timeZone));
  return days.map((day) => {
    const visible = locals
      .filter((local) => local.day === day && local.end > window.start && local.start < window.end)
      .map((local) => ({ ...local, start: Math.max(local.start, window.start), end: Math.min(local.end, window.end) }));
    const laned = lanesOf(visible);
    const columns = laned.reduce((total, entry) => lcm(total, entry.lanes), 1);
    const placements = laned.map(({ local, lane, lanes }) => {
      const rowStart = Math.floor((local.start - window.start) / ROW_MINUTES) + 1;
      const rowEnd = Math.max(rowStart + 1, Math.ceil((local.end - window.start) / ROW_MINUTES) + 1);
      const span = columns / lanes;
      return { item: local.item, day, rowStart, rowEnd, column: lane * span + 1, span };
    });
    return { day, columns, items: placements };
  });
}

/** The minutes of the day the items take, on the listed days: what the time window must cover. */
export function minutesOn<T>(
  items: readonly T[],
  range: (item: T) => { start: string; end: string },
  days: readonly string[],
  timeZone: string,
): { start: number; end: number }[] {
  return items
    .map((item) => localOf(item, range(item).start, range(item).end, timeZone))
    .filter((local) => days.includes(local.day));
}
