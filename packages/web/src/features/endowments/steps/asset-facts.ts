import {
  checkMetalWeight,
  formatIban,
  ibanBankCode,
  normalizeIban,
  saudiBankName,
  troyOunces,
  type Language,
} from '@bayan/shared';
import type { AssetForm } from '../wizard/deed-form';

/** Fields typed left to right (codes and numbers). */
export const LTR_FIELDS = new Set([
  'deedNumber',
  'deedHistory',
  'landNumber',
  'block',
  'totalSpace',
  'ibanNumber',
  'accountNumber',
  'weightGrams',
  'fineness',
  'crNumber',
  'capital',
]);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The bank an IBAN names by its code, when the code is a known one (never a reason to refuse it). */
export function bankOfIban(iban: string, language: Language): string | null {
  const normal = normalizeIban(iban);
  if (!/^SA\d{4}/.test(normal)) return null;
  return saudiBankName(ibanBankCode(normal))?.[language] ?? null;
}

/** Troy ounces of a weight typed in grams, or null while it is not a weight. */
export function ouncesOf(grams: string): number | null {
  const weight = checkMetalWeight(grams);
  return weight.ok ? troyOunces(weight.value) : null;
}

/** A liquidity row's reference and holder: the IBAN or register number, the bank or company. */
export function assetSummary(asset: AssetForm, language: Language): { reference: string; holder: string } {
  const row = asset as Record<string, unknown>;
  switch (asset.type) {
    case 'current_account': {
      const iban = text(row.ibanNumber);
      return {
        reference: iban ? formatIban(normalizeIban(iban)) : '',
        holder: bankOfIban(iban, language) ?? text(row.bankName),
      };
    }
    case 'stock_portfolio':
      return { reference: text(row.accountNumber), holder: text(row.bankName) };
    case 'company':
      return { reference: text(row.crNumber), holder: text(row.companyName) };
    case 'real_estate':
      return { reference: text(row.deedNumber), holder: '' };
    default:
      return { reference: '', holder: '' };
  }
}
