import { invalid, valid, type Checked } from '../text/checked.js';
import { compactDigits } from '../text/digits.js';
import { MAX_DEED_AMOUNT_HALALAS } from './deed-kinds.js';

/**
 * An amount in SAR as typed, read to integer halalas (SAR × 100), never through a float: "1500",
 * "1,500.50", "١٬٥٠٠٫٥٠" or "٢٥٠٠ ر.س" give 150000, 150050, 150050 and 250000. Above zero, at most
 * two decimals and MAX_DEED_AMOUNT_HALALAS; thousands separators only in groups of three.
 */
export function parseSarAmount(input: string): Checked<number, 'field.deedAmount'> {
  const text = compactDigits(input).replace(/(ر\.?س\.?|ريال|SAR)$/i, '');
  const match = /^(\d{1,3}(?:[,٬]\d{3})+|\d+)(?:[.٫](\d{1,2}))?$/.exec(text);
  if (!match) return invalid('field.deedAmount');
  const riyals = match[1]!.replace(/[,٬]/g, '');
  if (riyals.length > 12) return invalid('field.deedAmount');
  const halalas = Number(riyals) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return halalas > 0 && halalas <= MAX_DEED_AMOUNT_HALALAS ? valid(halalas) : invalid('field.deedAmount');
}
