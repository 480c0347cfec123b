import { z } from 'zod';
import { intFromText, pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { bilingualName, patchOf } from './directory-fields.js';

/** 100,000 SAR: above any consultation or service a clinic sells, far inside a PostgreSQL integer. */
export const MAX_PRICE_HALALAS = 10_000_000;

const stamps = { createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() };

export const specialitySchema = z
  .object({ pubkey: z.string(), nameAr: z.string(), nameEn: z.string(), ...stamps })
  .meta({ id: 'Speciality' });

export const createSpecialitySchema = z.object(bilingualName).meta({ id: 'CreateSpeciality' });
export const updateSpecialitySchema = patchOf(createSpecialitySchema).meta({ id: 'UpdateSpeciality' });

export const listSpecialitiesQuerySchema = listQuerySchema(['nameAr', 'nameEn', 'createdAt'], 'nameAr').extend({
  etablissement: pubkeySchema.optional().describe('Only specialities with a doctor in this clinic'),
});

/**
 * Money is integer halalas (SAR × 100) both ways, as on appointments and consultation types: an
 * exact integer, never a float of riyals. 150.50 SAR is `15050`; the forms convert what is typed.
 */
const priceHalalas = z
  .number()
  .int()
  .min(0)
  .max(MAX_PRICE_HALALAS)
  .describe('Price in halalas, an integer: SAR × 100 (150.50 SAR = 15050)');

export const serviceSchema = z
  .object({
    pubkey: z.string(),
    nameAr: z.string(),
    nameEn: z.string(),
    priceHalalas: priceHalalas,
    durationMinutes: z.number().int(),
    ...stamps,
  })
  .meta({ id: 'Service' });

export const createServiceSchema = z
  .object({
    ...bilingualName,
    priceHalalas,
    durationMinutes: z.number().int().min(1).max(1440).describe('Minutes, 1 to 1440'),
  })
  .meta({ id: 'CreateService' });
export const updateServiceSchema = patchOf(createServiceSchema).meta({ id: 'UpdateService' });

const halalasFilter = intFromText(z.number().int().min(0).max(MAX_PRICE_HALALAS)).optional();

export const listServicesQuerySchema = listQuerySchema(
  ['nameAr', 'nameEn', 'priceHalalas', 'durationMinutes', 'createdAt'],
  'nameAr',
).extend({
  minPrice: halalasFilter.describe('Halalas, inclusive'),
  maxPrice: halalasFilter.describe('Halalas, inclusive'),
});

export const specialitiesPageSchema = pageSchema(specialitySchema).meta({ id: 'SpecialitiesPage' });
export const servicesPageSchema = pageSchema(serviceSchema).meta({ id: 'ServicesPage' });

export type Speciality = z.infer<typeof specialitySchema>;
export type CreateSpeciality = z.output<typeof createSpecialitySchema>;
export type UpdateSpeciality = z.output<typeof updateSpecialitySchema>;
export type ListSpecialitiesQuery = z.output<typeof listSpecialitiesQuerySchema>;
export type Service = z.infer<typeof serviceSchema>;
export type CreateService = z.output<typeof createServiceSchema>;
export type UpdateService = z.output<typeof updateServiceSchema>;
export type ListServicesQuery = z.output<typeof listServicesQuerySchema>;
