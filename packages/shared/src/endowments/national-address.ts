import { invalid, valid, type Checked } from '../text/checked.js';
import { compactCode } from '../text/digits.js';

/**
 * The coded parts of a Saudi national address (Saudi Post / SPL), well formed only: whether the
 * address exists needs SPL's lookup (waqf notes §6). Each reads Arabic-Indic digits and spaces.
 */
const fourDigits = /^\d{4}$/;

/**
 * The typed parts of a national address, in the order Saudi Post writes them; the spec's (§3)
 * `secondary_district` and `country` are optional (issue 33).
 */
export const NATIONAL_ADDRESS_PARTS = [
  'buildingNumber',
  'street',
  'district',
  'secondaryDistrict',
  'city',
  'postalCode',
  'additionalNumber',
  'shortAddress',
  'country',
] as const;
export type NationalAddressPart = (typeof NATIONAL_ADDRESS_PARTS)[number];

/**
 * Each part's longest value in characters: the deed draft (kept as typed), the profile's address
 * and the form's fields all bound them so.
 */
export const NATIONAL_ADDRESS_MAX = {
  buildingNumber: 16,
  street: 120,
  district: 120,
  secondaryDistrict: 120,
  city: 80,
  postalCode: 16,
  additionalNumber: 16,
  shortAddress: 16,
  country: 80,
} as const satisfies Record<NationalAddressPart, number>;

export function checkBuildingNumber(input: string): Checked<string, 'field.buildingNumber'> {
  const digits = compactCode(input);
  return fourDigits.test(digits) ? valid(digits) : invalid('field.buildingNumber');
}

export function checkAdditionalNumber(input: string): Checked<string, 'field.additionalNumber'> {
  const digits = compactCode(input);
  return fourDigits.test(digits) ? valid(digits) : invalid('field.additionalNumber');
}

/** Five digits; the first (1–8) names the region, which is left soft as the notes ask. */
export function checkPostalCode(input: string): Checked<string, 'field.postalCode'> {
  const digits = compactCode(input);
  return /^\d{5}$/.test(digits) ? valid(digits) : invalid('field.postalCode');
}

/**
 * The short address, four letters and four digits (RAHA3443), upper-cased as the notes ask: it is
 * printed in capitals and typed in either case.
 */
export function checkShortAddress(input: string): Checked<string, 'field.shortAddress'> {
  const code = compactCode(input).toUpperCase();
  return /^[A-Z]{4}\d{4}$/.test(code) ? valid(code) : invalid('field.shortAddress');
}
