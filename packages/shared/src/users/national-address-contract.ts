import { z } from 'zod';
import {
  checkAdditionalNumber,
  checkBuildingNumber,
  checkPostalCode,
  checkShortAddress,
  NATIONAL_ADDRESS_MAX as M,
} from '../endowments/national-address.js';
import { checkedString } from '../text/checked-schema.js';

/*
 * A person's own Saudi national address on their profile (issue 12: the endowment gate needs it).
 * The coded parts go through the shared validators (Arabic-Indic digits read, stored normalised);
 * a part left empty is stored as nothing, so an address may be saved half filled.
 */

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const part = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsNull, schema.nullable().optional());
// The validators' own schemas (endowment-schemas.ts imports the auth contract, which imports this).
const buildingNumberSchema = checkedString(checkBuildingNumber);
const additionalNumberSchema = checkedString(checkAdditionalNumber);
const postalCodeSchema = checkedString(checkPostalCode);
const shortAddressSchema = checkedString(checkShortAddress);
const words = (max: number) => z.string().trim().max(max);

/** PATCH /api/users/me `nationalAddress`: the whole address as it is now (a part not sent is cleared). */
export const nationalAddressInputSchema = z
  .object({
    buildingNumber: part(buildingNumberSchema),
    street: part(words(M.street)),
    district: part(words(M.district)),
    secondaryDistrict: part(words(M.secondaryDistrict)),
    city: part(words(M.city)),
    postalCode: part(postalCodeSchema),
    additionalNumber: part(additionalNumberSchema),
    shortAddress: part(shortAddressSchema),
    country: part(words(M.country)),
    /** Where the map picker put the pin (WGS 84), both or neither. */
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
  })
  .refine((a) => (a.latitude ?? null) === null || (a.longitude ?? null) !== null, {
    message: 'field.mapPoint',
    path: ['longitude'],
  })
  .refine((a) => (a.longitude ?? null) === null || (a.latitude ?? null) !== null, {
    message: 'field.mapPoint',
    path: ['latitude'],
  })
  .describe('A national address as typed: each part optional, the coded ones checked and normalised');

/** The profile's national address as stored (null on the profile when no part is). */
export const nationalAddressSchema = z
  .object({
    buildingNumber: z.string().nullable(),
    street: z.string().nullable(),
    district: z.string().nullable(),
    secondaryDistrict: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    additionalNumber: z.string().nullable(),
    shortAddress: z.string().nullable(),
    country: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'NationalAddress' });

export type NationalAddressInput = z.output<typeof nationalAddressInputSchema>;
export type NationalAddress = z.infer<typeof nationalAddressSchema>;
