import { toLatinDigits } from '@bayan/shared';

/** A point on the map (WGS 84), what the picker holds: the deed's `latitude` / `longitude`. */
export interface MapPosition {
  latitude: number;
  longitude: number;
}

/** Where a map without a pin opens: Riyadh. */
export const DEFAULT_CENTER: MapPosition = { latitude: 24.7136, longitude: 46.6753 };
export const DEFAULT_ZOOM = 11;
/** The zoom a chosen point is shown at (a street). */
export const PIN_ZOOM = 16;

/** Six decimals: some 10 cm, more than a national address needs and what the draft keeps. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A coordinate typed in decimal degrees (Latin or Arabic-Indic digits, "." or the Arabic "٫",
 * a leading "-" or "−"); null when it is not a number within ±`limit`.
 */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const latin = toLatinDigits(text).trim().replace('٫', '.').replace('−', '-');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(latin)) return null;
  const value = Number(latin);
  return Math.abs(value) <= limit ? roundCoordinate(value) : null;
}
