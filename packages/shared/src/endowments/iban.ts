import { invalid, valid, type Checked } from '../text/checked.js';
import { compactCode } from '../text/digits.js';

/** A Saudi IBAN: SA, two check digits, the two-digit bank code, an 18-character account (ISO 13616). */
const SAUDI_IBAN = /^SA\d{2}\d{2}[0-9A-Z]{18}$/;

/** ISO 7064 MOD 97-10 over an IBAN: the first four characters moved to the end, letters as 10–35. */
export function ibanRemainder(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = Number.parseInt(char, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

/** An IBAN as typed (spaces, lower case, Arabic-Indic digits) in its electronic form: SA03 8000 … → SA038000…. */
export function normalizeIban(input: string): string {
  return compactCode(input).toUpperCase();
}

/** The two-digit bank code of a normalised Saudi IBAN (see saudiBankName). */
export const ibanBankCode = (iban: string) => iban.slice(4, 6);

/**
 * Check digits are 98 minus a remainder mod 97, so 02–98 (ISO 13616): 00, 01 and 99 pass mod 97
 * for some accounts (as 97, 98 and 02 would) but are never issued.
 */
const checkDigitsInRange = (iban: string) => {
  const check = Number(iban.slice(2, 4));
  return check >= 2 && check <= 98;
};

/** A Saudi IBAN as typed: its electronic form when well formed with check digits 02–98 and mod-97 = 1, or why not. */
export function checkSaudiIban(input: string): Checked<string, 'field.iban' | 'field.ibanChecksum'> {
  const iban = normalizeIban(input);
  if (!SAUDI_IBAN.test(iban)) return invalid('field.iban');
  return checkDigitsInRange(iban) && ibanRemainder(iban) === 1 ? valid(iban) : invalid('field.ibanChecksum');
}

/** An IBAN in print form, groups of four: SA03 8000 0000 6080 1016 7519. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
