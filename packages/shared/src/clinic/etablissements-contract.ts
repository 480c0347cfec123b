import { z } from 'zod';
import { intFromText, pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import {
  bilingualName,
  clinicPhoneSchema,
  clockTimeSchema,
  optionalText,
  patchOf,
  timeZoneSchema,
  weekendDaysSchema,
} from './directory-fields.js';

export const ETABLISSEMENT_SORTABLE = ['nameAr', 'nameEn', 'createdAt'] as const;

export const etablissementSchema = z
  .object({
    pubkey: z.string(),
    nameAr: z.string(),
    nameEn: z.string(),
    description: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    weekendDays: z.array(z.number().int()).describe('Closed weekdays, 0 = Sunday … 6 = Saturday'),
    startHour: z.string().describe('Opening time, HH:MM in the clinic’s time zone'),
    endHour: z.string().describe('Closing time, HH:MM (24:00 = midnight)'),
    timeZone: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Etablissement' });

/** What STAFF may change of their own clinic: how to reach it and when it is open. */
export const ETABLISSEMENT_STAFF_FIELDS = ['address', 'phone', 'weekendDays', 'startHour', 'endHour'] as const;

const fields = z.object({
  ...bilingualName,
  description: optionalText(5000),
  address: optionalText(500),
  phone: clinicPhoneSchema.nullable().describe('A landline, 920/800 or mobile number; null clears it'),
  weekendDays: weekendDaysSchema,
  startHour: clockTimeSchema,
  endHour: clockTimeSchema,
  timeZone: timeZoneSchema,
});

const opensBeforeCloses = (hours: { startHour?: string | undefined; endHour?: string | undefined }) =>
  hours.startHour === undefined || hours.endHour === undefined || hours.startHour < hours.endHour;
const hoursOrder = { message: 'field.clinicHoursOrder', path: ['endHour'] };

/** PRODUCT.md §7 defaults: Friday off, 09:00–21:00, Asia/Riyadh. */
export const createEtablissementSchema = fields
  .extend({
    description: fields.shape.description.default(''),
    address: fields.shape.address.default(''),
    phone: fields.shape.phone.optional(),
    weekendDays: fields.shape.weekendDays.default([5]),
    startHour: fields.shape.startHour.default('09:00'),
    endHour: fields.shape.endHour.default('21:00'),
    timeZone: fields.shape.timeZone.default('Asia/Riyadh'),
  })
  .refine(opensBeforeCloses, hoursOrder)
  .meta({ id: 'CreateEtablissement' });

/** Hours given alone are checked against the stored other one by the server. */
export const updateEtablissementSchema = patchOf(fields)
  .refine(opensBeforeCloses, hoursOrder)
  .meta({ id: 'UpdateEtablissement' });

export const listEtablissementsQuerySchema = listQuerySchema(ETABLISSEMENT_SORTABLE, 'nameAr').extend({
  openOn: intFromText(z.number().int().min(0).max(6))
    .optional()
    .describe('Only clinics open on this weekday (0 = Sunday … 6 = Saturday)'),
  speciality: pubkeySchema.optional().describe('Only clinics with a doctor of this speciality'),
});

export const etablissementsPageSchema = pageSchema(etablissementSchema).meta({ id: 'EtablissementsPage' });

export type Etablissement = z.infer<typeof etablissementSchema>;
export type CreateEtablissement = z.output<typeof createEtablissementSchema>;
export type UpdateEtablissement = z.output<typeof updateEtablissementSchema>;
export type ListEtablissementsQuery = z.output<typeof listEtablissementsQuerySchema>;
