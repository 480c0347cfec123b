import {
  checkAdditionalNumber,
  checkBuildingNumber,
  checkPostalCode,
  checkShortAddress,
  NATIONAL_ADDRESS_MAX,
  NATIONAL_ADDRESS_PARTS,
  type FieldMessageKey,
  type NationalAddressPart,
} from '@bayan/shared';

/** The typed parts of a national address, in the order Saudi Post writes them. */
export const ADDRESS_PARTS = NATIONAL_ADDRESS_PARTS;
export type AddressPart = NationalAddressPart;

/** The coded parts: digits or a code, typed left to right; their shared check (waqf notes §6). */
export const CODED_PARTS: Partial<
  Record<AddressPart, (input: string) => { ok: true } | { ok: false; message: FieldMessageKey }>
> = {
  buildingNumber: checkBuildingNumber,
  postalCode: checkPostalCode,
  additionalNumber: checkAdditionalNumber,
  shortAddress: checkShortAddress,
};

/** Each part's longest value, as the deed draft and the profile's address bound it (the shared limits). */
export const MAX_LENGTH: Readonly<Record<AddressPart, number>> = NATIONAL_ADDRESS_MAX;

/** The message key of a part's value, or null when it is empty or well formed (emptiness is the review's to flag). */
export function partProblem(part: AddressPart, value: string): FieldMessageKey | null {
  const check = CODED_PARTS[part];
  if (!check || value.trim() === '') return null;
  const checked = check(value);
  return checked.ok ? null : checked.message;
}
