import { z } from 'zod';
import { otpCodeSchema } from '../auth/auth-contract.js';
import { blankAs } from '../errors/blank.js';
import { toLatinDigits } from '../text/digits.js';
import { pubkeySchema } from '../ids/id-schemas.js';
import { localDateSchema } from './availability-contract.js';
import { appointmentSchema } from './clinic-contract.js';
import { requiredPubkey } from './clinic-field-messages.js';

/** The most occurrences one series books, and how far its last may lie after its first (days). */
export const SERIES_MAX_OCCURRENCES = 52;
export const SERIES_MAX_DAYS = 365;

export const SERIES_UNITS = ['days', 'weeks'] as const;
export const SERIES_MODES = ['all', 'free-only'] as const;

/** A whole number as a form sends it: a number, or text in Latin or Arabic-Indic digits. */
const wholeNumber = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(toLatinDigits(value.trim())) : value),
  z.number(),
);

/** The rule of a series: every `every` days or weeks from `start`, `count` times or until `until` (the clinic's day). */
export const seriesRuleSchema = z
  .object({
    doctorPubkey: requiredPubkey('field.doctorRequired'),
    patientPubkey: pubkeySchema.describe('The patient the series is for'),
    consultationType: pubkeySchema,
    start: z.iso.datetime({ offset: true, error: blankAs('field.timeRequired') }).describe('The first occurrence'),
    unit: z.enum(SERIES_UNITS),
    every: wholeNumber.pipe(z.number().int().min(1).max(SERIES_MAX_DAYS)),
    count: wholeNumber.pipe(z.number().int().min(2).max(SERIES_MAX_OCCURRENCES)).optional(),
    until: localDateSchema
      .optional()
      .describe('The last day an occurrence may fall on (YYYY-MM-DD, the clinic’s zone)'),
  })
  .refine(({ count, until }) => (count === undefined) !== (until === undefined), {
    error: 'field.seriesEnd',
    path: ['count'],
  });

export const previewSeriesSchema = seriesRuleSchema.meta({ id: 'SeriesRule' });

export const bookSeriesSchema = seriesRuleSchema
  .safeExtend({
    mode: z
      .enum(SERIES_MODES)
      .default('all')
      .describe('all: every occurrence or none (409 listing the conflicts); free-only: the free ones'),
    notes: z.string().trim().max(1000).optional(),
    consentCode: otpCodeSchema.optional().describe('As for one booking: a patient not yet in the clinic’s scope'),
  })
  .meta({ id: 'BookSeries' });

/** One occurrence of a rule: free, or in conflict with the error code (and its message) a booking would get. */
export const seriesOccurrenceSchema = z
  .object({
    index: z.number().int().describe('1 for the first occurrence'),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    state: z.enum(['free', 'conflict']),
    reason: z.string().optional().describe('The conflict’s error code (CLINIC_SLOT_BLOCKED, CLINIC_PATIENT_OVERLAP…)'),
    message: z.string().optional().describe('The conflict in the caller’s language'),
  })
  .meta({ id: 'SeriesOccurrence' });

export const seriesPreviewSchema = z
  .object({ occurrences: z.array(seriesOccurrenceSchema) })
  .meta({ id: 'SeriesPreview' });

const personSchema = z.object({ pubkey: z.string(), name: z.string() });

export const appointmentSeriesSchema = z
  .object({
    id: z.string().describe('The series’ public id'),
    doctor: personSchema,
    patient: personSchema,
    consultationType: z.string(),
    unit: z.enum(SERIES_UNITS),
    every: z.number().int(),
    count: z.number().int().nullable().describe('The rule’s count, when it had one'),
    until: z.string().nullable().describe('The rule’s last day, when it had one'),
    start: z.iso.datetime().describe('The rule’s first start'),
    size: z.number().int().describe('How many occurrences were booked'),
    createdAt: z.iso.datetime(),
    appointments: z.array(appointmentSchema).describe('Its appointments, by start, canceled ones too'),
  })
  .meta({ id: 'AppointmentSeries' });

export const cancelSeriesSchema = z
  .object({
    from: pubkeySchema.describe('The occurrence to cancel from: it and the later active ones'),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .meta({ id: 'CancelSeries' });

export const seriesParamsSchema = z.object({ id: pubkeySchema });

export type SeriesRule = z.output<typeof seriesRuleSchema>;
export type BookSeries = z.output<typeof bookSeriesSchema>;
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;
export type AppointmentSeries = z.infer<typeof appointmentSeriesSchema>;
export type CancelSeries = z.output<typeof cancelSeriesSchema>;
