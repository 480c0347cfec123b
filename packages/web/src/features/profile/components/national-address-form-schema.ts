import { z } from 'zod';
import { NATIONAL_ADDRESS_PARTS, nationalAddressInputSchema, type Language, type NationalAddress } from '@bayan/shared';
import i18n from '../../../i18n/i18n';
import type { FieldMessages } from '../../../components/form/zod-form-resolver';

/** The section's form: the address under `nationalAddress`, as the server names its fields' errors. */
export const nationalAddressFormSchema = z.object({ nationalAddress: nationalAddressInputSchema });

/** The parts the endowment gate needs (the server's rule: all but the short address and the pin). */
const NEEDED = ['buildingNumber', 'street', 'district', 'city', 'postalCode', 'additionalNumber'] as const;
/** Every typed part, the optional ones too (short address, secondary district, country). */
const TYPED = NATIONAL_ADDRESS_PARTS;

export function nationalAddressValues(address: NationalAddress | null | undefined) {
  return {
    nationalAddress: {
      ...Object.fromEntries(TYPED.map((part) => [part, address?.[part] ?? ''])),
      latitude: address?.latitude ?? null,
      longitude: address?.longitude ?? null,
    } as Record<(typeof TYPED)[number], string> & { latitude: number | null; longitude: number | null },
  };
}

export type NationalAddressValues = ReturnType<typeof nationalAddressValues>;

/** Whether nothing is typed and no pin is set: saving then clears the address. */
export function isBlank({ nationalAddress }: NationalAddressValues): boolean {
  return TYPED.every((part) => nationalAddress[part].trim() === '') && nationalAddress.latitude === null;
}

/**
 * An address is given whole: once any part is typed (or the pin set), every needed part is
 * required. Saving an empty section clears it.
 */
export function requiredParts(values: NationalAddressValues, language: Language): FieldMessages {
  if (isBlank(values)) return {};
  const message = i18n.getFixedT(language)('form.required');
  return Object.fromEntries(
    NEEDED.filter((part) => values.nationalAddress[part].trim() === '').map((part) => [
      `nationalAddress.${part}`,
      message,
    ]),
  );
}
