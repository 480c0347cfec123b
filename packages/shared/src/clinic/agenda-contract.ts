import { z } from 'zod';
import { pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { localDateSchema } from './availability-contract.js';
import { requiredPubkey } from './clinic-field-messages.js';
import { weeklyHoursSchema, weeklyHoursViewSchema } from './weekly-hours.js';

const personSchema = z.object({ pubkey: z.string(), name: z.string() });
const name = z.string().trim().min(1).max(100);

/** What a consultation type is made of; amounts are integer halalas (SAR × 100). */
const typeFields = z.object({
  nameAr: name,
  nameEn: name,
  durationMinutes: z.number().int().min(5).max(480),
  priceHalalas: z.number().int().min(0).max(100_000_000),
  autoConfirm: z.boolean().describe('Booked as Planed at once; otherwise a patient’s booking waits as Pending'),
  cancellationCutoffHours: z
    .number()
    .int()
    .min(0)
    .max(168)
    .nullable()
    .describe('Hours before the start a patient may still cancel; null: the clinic_cancellation_cutoff_hours setting'),
});

export const consultationTypeInputSchema = typeFields
  .extend({
    autoConfirm: typeFields.shape.autoConfirm.default(false),
    cancellationCutoffHours: typeFields.shape.cancellationCutoffHours.default(null),
  })
  .meta({ id: 'NewConsultationType' });

/** No defaults: a PATCH changes only what it names. Appointments keep the price and length they were booked at. */
export const updateConsultationTypeSchema = typeFields
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'field.atLeastOne' })
  .meta({ id: 'UpdateConsultationType' });

export const consultationTypeSchema = typeFields
  .extend({
    id: z.string().describe('The consultation type’s public id'),
    agenda: z.string().describe('The agenda’s public id'),
    retired: z.boolean().describe('No longer offered; kept for the appointments booked with it'),
  })
  .meta({ id: 'ConsultationType' });

/** The agenda's own fields, without its doctor and types. */
const agendaFields = z.object({
  startDate: localDateSchema.describe('First day, inclusive, in the clinic’s time zone'),
  endDate: localDateSchema.describe('Last day, inclusive'),
  weeklyHours: weeklyHoursSchema,
  consultationDuration: z.number().int().min(5).max(480).describe('Slot length in minutes'),
  patientsLimit: z.number().int().min(1).max(100).describe('Patients seen at once in one slot'),
});

const datesInOrder = (agenda: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !agenda.startDate || !agenda.endDate || agenda.startDate <= agenda.endDate;
const DATES_ORDER = { message: 'field.datesOrder', path: ['endDate'] };

export const createAgendaSchema = agendaFields
  .extend({
    doctorPubkey: requiredPubkey('field.doctorRequired'),
    patientsLimit: agendaFields.shape.patientsLimit.default(1),
    consultationTypes: z.array(consultationTypeInputSchema).min(1).max(20),
  })
  .refine(datesInOrder, DATES_ORDER)
  .meta({ id: 'CreateAgenda' });

/** The doctor and the types are not changed here (types have their own routes). */
export const updateAgendaSchema = agendaFields
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'field.atLeastOne' })
  .refine(datesInOrder, DATES_ORDER)
  .meta({ id: 'UpdateAgenda' });

export const agendaSchema = z
  .object({
    id: z.string().describe('The agenda’s public id'),
    doctor: personSchema,
    etablissementPubkey: z.string(),
    timeZone: z.string().describe('The clinic’s: dates and hours are local to it'),
    startDate: z.string(),
    endDate: z.string(),
    weeklyHours: weeklyHoursViewSchema,
    consultationDuration: z.number().int(),
    patientsLimit: z.number().int(),
    consultationTypes: z.array(consultationTypeSchema),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Agenda' });

export const agendaParamsSchema = z.object({ pubkey: pubkeySchema });
export const consultationTypeParamsSchema = z.object({ pubkey: pubkeySchema });

export const listAgendasQuerySchema = listQuerySchema(['startDate', 'createdAt'], 'startDate')
  .omit({ q: true })
  .extend({
    doctor: pubkeySchema.optional(),
    etablissement: pubkeySchema.optional(),
    activeOn: localDateSchema.optional().describe('Only the agendas whose dates include this day'),
  });

export const agendasPageSchema = pageSchema(agendaSchema).meta({ id: 'AgendasPage' });

export type Agenda = z.infer<typeof agendaSchema>;
export type ConsultationType = z.infer<typeof consultationTypeSchema>;
export type CreateAgenda = z.output<typeof createAgendaSchema>;
export type UpdateAgenda = z.output<typeof updateAgendaSchema>;
export type ConsultationTypeInput = z.output<typeof consultationTypeInputSchema>;
export type UpdateConsultationType = z.output<typeof updateConsultationTypeSchema>;
export type ListAgendasQuery = z.output<typeof listAgendasQuerySchema>;
