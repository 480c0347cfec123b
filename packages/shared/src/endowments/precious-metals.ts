import { invalid, valid, type Checked } from '../text/checked.js';
import { compactDigits } from '../text/digits.js';

/** Gold's karats as the deed lists them (waqf notes §6); silver has a fineness instead. */
export const GOLD_KARATS = [24, 22, 21, 18] as const;
export type GoldKarat = (typeof GOLD_KARATS)[number];

/** One troy ounce, the unit gold and silver are priced in, in milligrams (31.1034768 g, not 28.35). */
export const TROY_OUNCE_MG = 31_103.4768;

/** The heaviest weight accepted, 1 000 000 g (kept in milligrams, it stays within a 32-bit integer). */
const MAX_WEIGHT_MG = 1_000_000_000;

export function checkGoldKarat(input: string | number): Checked<GoldKarat, 'field.goldKarat'> {
  const karat = Number(compactDigits(String(input)));
  return (GOLD_KARATS as readonly number[]).includes(karat) ? valid(karat as GoldKarat) : invalid('field.goldKarat');
}

/**
 * A weight typed in grams with up to three decimals ("12.5", "١٢٫٥"), stored as whole milligrams
 * (12500), like money in halalas: no float is stored. More than 0, at most 1 000 000 g.
 */
export function checkMetalWeight(input: string): Checked<number, 'field.metalWeight'> {
  const match = /^(\d{1,7})(?:[.,٫](\d{1,3}))?$/.exec(compactDigits(input));
  if (!match) return invalid('field.metalWeight');
  const mg = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return mg > 0 && mg <= MAX_WEIGHT_MG ? valid(mg) : invalid('field.metalWeight');
}

/** A stored weight in grams, without needless zeros (12500 → "12.5"). */
export function formatGrams(mg: number): string {
  const fraction = String(mg % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(Math.trunc(mg / 1000)) : `${Math.trunc(mg / 1000)}.${fraction}`;
}

/** Troy ounces of a stored weight, derived for display only (never stored). */
export const troyOunces = (mg: number) => mg / TROY_OUNCE_MG;

/** The pure gold in a weight of a karat, in whole milligrams (21 karat is 21/24 gold). */
export const pureGoldMg = (mg: number, karat: GoldKarat) => Math.round((mg * karat) / 24);

/**
 * Silver's millesimal fineness, optional on the deed: parts of pure silver per thousand, 500 to
 * 999 (999 fine, 925 sterling, 900 coin silver); below 500 the alloy is not sold as silver.
 */
export function checkSilverFineness(input: string | number): Checked<number, 'field.silverFineness'> {
  const text = compactDigits(String(input));
  const fineness = Number(text);
  return /^\d{3}$/.test(text) && fineness >= 500 ? valid(fineness) : invalid('field.silverFineness');
}
