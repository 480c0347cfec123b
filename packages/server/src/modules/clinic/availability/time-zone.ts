import { MS_PER_DAY, MS_PER_MINUTE } from './civil-date.js';

const MS_PER_HOUR = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
// An Intl call costs about 0.1 ms, and the doctors of one search mostly share a zone and days.
const dayOffsets = new Map<string, readonly [number, number]>();
const DAY_OFFSETS_KEPT = 10_000;

/** Minutes the zone is ahead of UTC at this instant (Asia/Riyadh: 180). */
export function offsetMinutesAt(timeZone: string, epochMs: number): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  const parts = formatterFor(timeZone).formatToParts(wholeSecond);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wallAsUtc = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((wallAsUtc - wholeSecond) / MS_PER_MINUTE);
}

/** The local calendar day (a day number) an instant falls on. */
export function localDayOf(timeZone: string, epochMs: number): number {
  return Math.floor((epochMs + offsetMinutesAt(timeZone, epochMs) * MS_PER_MINUTE) / MS_PER_DAY);
}

/** Wall-clock minutes of one local day mapped to instants, with at most two Intl calls per ordinary day. */
export interface DayClock {
  /** The instant of a wall-clock minute; undefined when the clocks skip it (spring forward). */
  instantOf(minute: number): number | undefined;
  offsetAt(epochMs: number): number;
}

export function dayClock(timeZone: string, day: number): DayClock {
  const midnight = day * MS_PER_DAY;
  const [before, after] = offsetsAround(timeZone, day);
  if (before === after) {
    return { instantOf: (minute) => midnight + (minute - before) * MS_PER_MINUTE, offsetAt: () => before };
  }
  // A transition day: try both offsets, the larger first so that a repeated hour (fall back) resolves
  // to its first occurrence; a wall time neither offset reproduces does not exist that day.
  const candidates = before > after ? [before, after] : [after, before];
  return {
    instantOf: (minute) => {
      const wallMs = midnight + minute * MS_PER_MINUTE;
      for (const offset of candidates) {
        const instant = wallMs - offset * MS_PER_MINUTE;
        if (offsetMinutesAt(timeZone, instant) === offset) return instant;
      }
      return undefined;
    },
    offsetAt: (epochMs) => offsetMinutesAt(timeZone, epochMs),
  };
}

/**
 * Offsets lie within −12 h … +14 h, so a day's instants (and a slot ending at 24:00) lie between
 * these two; no zone changes its offset twice within two days, so equal ends mean one offset all day.
 */
function offsetsAround(timeZone: string, day: number): readonly [number, number] {
  const key = `${timeZone} ${day}`;
  let offsets = dayOffsets.get(key);
  if (!offsets) {
    const midnight = day * MS_PER_DAY;
    offsets = [
      offsetMinutesAt(timeZone, midnight - 14 * MS_PER_HOUR),
      offsetMinutesAt(timeZone, midnight + 38 * MS_PER_HOUR),
    ];
    if (dayOffsets.size >= DAY_OFFSETS_KEPT) dayOffsets.clear();
    dayOffsets.set(key, offsets);
  }
  return offsets;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
