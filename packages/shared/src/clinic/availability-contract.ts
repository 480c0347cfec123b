import { z } from 'zod';
import { blankAs } from '../errors/blank.js';
import { dateRangeShape } from '../events/date-range.js';
import { pubkeySchema } from '../ids/id-schemas.js';
import type { Language } from '../i18n/languages.js';
import { toLatinDigits } from '../text/digits.js';

export const SLOT_STATES = ['Free', 'Full', 'Blocked'] as const;
/** The longest span one availability call computes: two months of a doctor's calendar. */
export const MAX_AVAILABILITY_DAYS = 62;
const DAY_MS = 86_400_000;

/** Years a clinic's calendar deals in (PostgreSQL has no year 0, and no clinic books for 9999). */
export const inCalendarYears = (date: string) => date >= '1900-01-01' && date < '2200-01-01';
const IN_CALENDAR_YEARS = { message: 'field.dateRange' };

/** A calendar day in the clinic's own time zone, typed in Latin or Arabic-Indic digits. */
export const localDateSchema = z.preprocess(
  (value) => (typeof value === 'string' ? toLatinDigits(value.trim()) : value),
  z.iso.date({ error: blankAs('field.dateRequired'), abort: true }).refine(inCalendarYears, IN_CALENDAR_YEARS),
);

export const doctorParamsSchema = z.object({ pubkey: pubkeySchema });

export const doctorAvailabilityQuerySchema = z
  .object({
    from: localDateSchema.describe('First day, inclusive (YYYY-MM-DD in the clinic’s time zone)'),
    to: localDateSchema.describe('Last day, inclusive'),
    type: pubkeySchema.optional().describe('A consultation type: only slots it fits in, ending when it ends'),
  })
  .superRefine(({ from, to }, ctx) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (days < 0)
      ctx.addIssue({
        code: 'too_small',
        origin: 'date',
        minimum: Date.parse(from),
        inclusive: true,
        path: ['to'],
        input: to,
      });
    if (days >= MAX_AVAILABILITY_DAYS)
      ctx.addIssue({
        code: 'too_big',
        origin: 'date',
        maximum: Date.parse(from) + (MAX_AVAILABILITY_DAYS - 1) * DAY_MS,
        inclusive: true,
        path: ['to'],
        input: to,
      });
  });

export const slotSchema = z
  .object({
    start: z.string().describe('ISO 8601 with the clinic’s offset'),
    end: z.string(),
    seatsLeft: z.number().int(),
    state: z.enum(SLOT_STATES),
  })
  .meta({ id: 'Slot' });

/** A consultation type as a patient chooses it: never which agenda it belongs to. */
export const offeredTypeSchema = z
  .object({
    id: z.string(),
    nameAr: z.string(),
    nameEn: z.string(),
    durationMinutes: z.number().int(),
    priceHalalas: z.number().int(),
    autoConfirm: z.boolean().describe('Booked as Planed at once; otherwise it waits as Pending'),
  })
  .meta({ id: 'OfferedConsultationType' });

export const doctorAvailabilitySchema = z
  .object({
    doctor: z.string().describe('The doctor’s public id'),
    timeZone: z.string(),
    days: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
    consultationTypes: z
      .array(offeredTypeSchema)
      .describe('The types the doctor’s agendas offer in these days (not retired): what a booking may choose'),
  })
  .meta({ id: 'DoctorAvailability' });

/** The next free slots across doctors (GET /api/availability), earliest first. */
export const nextFreeQuerySchema = z.object({
  speciality: pubkeySchema.optional(),
  etablissement: pubkeySchema.optional(),
  from: dateRangeShape.from,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const nextFreeSlotsSchema = z
  .object({
    slots: z.array(slotSchema.extend({ doctor: z.object({ pubkey: z.string(), name: z.string() }) })),
    message: z
      .string()
      .optional()
      .describe('Only when `slots` is empty: the spec’s “No doctors available”, in the request’s Accept-Language'),
  })
  .meta({ id: 'NextFreeSlots' });

/** What an empty search says: the spec's catalogue message (§8), word for word in English. */
export const NO_DOCTORS_AVAILABLE: Record<Language, string> = {
  ar: 'لا يوجد أطباء متاحون.',
  en: 'No doctors available.',
};

export type NextFreeQuery = z.output<typeof nextFreeQuerySchema>;
export type NextFreeSlots = z.output<typeof nextFreeSlotsSchema>;
export type DoctorAvailabilityQuery = z.output<typeof doctorAvailabilityQuerySchema>;
export type Slot = z.output<typeof slotSchema>;
export type OfferedConsultationType = z.output<typeof offeredTypeSchema>;
export type DoctorAvailability = z.output<typeof doctorAvailabilitySchema>;
