import type { Language } from '../i18n/languages.js';
import { invalid, valid, type Checked } from '../text/checked.js';
import { compactDigits } from '../text/digits.js';

/**
 * Percentages as integer basis points, never floats (waqf notes §5): 10000 = 100.00 %, 3333 = 33.33 %.
 */
export const FULL_SHARE_BP = 10_000;

/**
 * A percentage as typed, from 0 to 100 with at most two decimals: "33.33", "٣٣٫٣٣", "33,33 %" or
 * "٪٥٠" give 3333 and 5000. Read digit by digit, so no float rounding enters.
 */
export function parsePercent(input: string): Checked<number, 'field.percent'> {
  const text = compactDigits(input).replace(/^[%٪]|[%٪]$/g, '');
  const match = /^(\d{1,3})(?:[.,٫](\d{1,2}))?$/.exec(text);
  if (!match) return invalid('field.percent');
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= FULL_SHARE_BP ? valid(bp) : invalid('field.percent');
}

/**
 * Basis points written back as a percentage without the sign and without needless zeros
 * (3333 → "33.33", 1250 → "12.5", 5000 → "50"); in Arabic with Arabic-Indic digits and ٫.
 */
export function formatBasisPoints(bp: number, language: Language = 'en'): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  const text = fraction === '' ? String(whole) : `${whole}.${fraction}`;
  if (language === 'en') return text;
  return text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))).replace('.', '٫');
}
