import { invalid, valid, type Checked } from './checked.js';
import { compactCode } from './digits.js';

/** A Saudi ID number's holder, read from its first digit: 1 = citizen (NID), 2 = resident (iqama). */
export type IdNumberHolder = 'citizen' | 'resident';

/**
 * Luhn over all ten digits, the check digit of Saudi national IDs and iqamas (PRODUCT.md §8): the
 * digits at 0-based even positions are doubled. The rule is de facto, not published (waqf notes §6).
 */
export function hasIdNumberChecksum(digits: string): boolean {
  let sum = 0;
  for (const [i, char] of [...digits].entries()) {
    const doubled = i % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** The tenth digit that makes nine digits a Luhn-valid ID number (demo data, test fixtures). */
export function idNumberCheckDigit(stem: string): string {
  return [...'0123456789'].find((digit) => hasIdNumberChecksum(stem + digit))!;
}

export function idNumberHolder(idNumber: string): IdNumberHolder {
  return idNumber.startsWith('1') ? 'citizen' : 'resident';
}

/** A national ID or iqama as typed (Arabic-Indic digits, spaces): its ten ASCII digits, or why not. */
export function checkIdNumber(input: string): Checked<string, 'field.idNumber' | 'field.idNumberChecksum'> {
  const digits = compactCode(input);
  if (!/^[12]\d{9}$/.test(digits)) return invalid('field.idNumber');
  return hasIdNumberChecksum(digits) ? valid(digits) : invalid('field.idNumberChecksum');
}
