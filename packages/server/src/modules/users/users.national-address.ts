import type { NationalAddress, NationalAddressInput } from '@bayan/shared';
import type { NewUserRow, UserRow } from './users.table.js';

type AddressColumns = Pick<UserRow, keyof NationalAddress>;

/** The profile's national address: null when no part of it is stored. */
export function nationalAddressOf(user: AddressColumns): NationalAddress | null {
  const address: NationalAddress = {
    buildingNumber: user.buildingNumber,
    street: user.street,
    district: user.district,
    secondaryDistrict: user.secondaryDistrict,
    city: user.city,
    postalCode: user.postalCode,
    additionalNumber: user.additionalNumber,
    shortAddress: user.shortAddress,
    country: user.country,
    latitude: user.latitude,
    longitude: user.longitude,
  };
  return Object.values(address).some((part) => part !== null) ? address : null;
}

/** The columns an edit writes: the address sent replaces the stored one whole; null clears it. */
export function nationalAddressColumns(input: NationalAddressInput | null): Partial<NewUserRow> {
  return {
    buildingNumber: input?.buildingNumber ?? null,
    street: input?.street ?? null,
    district: input?.district ?? null,
    secondaryDistrict: input?.secondaryDistrict ?? null,
    city: input?.city ?? null,
    postalCode: input?.postalCode ?? null,
    additionalNumber: input?.additionalNumber ?? null,
    shortAddress: input?.shortAddress ?? null,
    country: input?.country ?? null,
    latitude: input?.latitude ?? null,
    longitude: input?.longitude ?? null,
  };
}
