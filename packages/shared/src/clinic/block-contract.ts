import { z } from 'zod';
import { checkDateRange, dateRangeShape } from '../events/date-range.js';
import { pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { toLatinDigits } from '../text/digits.js';
import { inCalendarYears } from './availability-contract.js';

/**
 * A bound of time off: an instant with its offset (`2026-12-01T16:00:00+03:00`), or a wall time
 * (`2026-12-01T16:00`) or a day (`2026-12-01`) in the clinic's time zone. A day as `from` starts
 * at its midnight; as `to` the whole day is included.
 */
const blockBound = z.preprocess(
  (value) => (typeof value === 'string' ? toLatinDigits(value.trim()) : value),
  z
    .union([z.iso.datetime({ offset: true, local: true }), z.iso.date()])
    .refine((bound) => inCalendarYears(bound.slice(0, 10)), { message: 'field.dateRange' }),
);

export const createBlockSchema = z
  .object({
    doctorPubkey: pubkeySchema.optional().describe('A doctor’s own time off (leave)'),
    etablissementPubkey: pubkeySchema.optional().describe('A whole clinic’s (a holiday, Ramadan hours)'),
    from: blockBound.describe('Start, inclusive'),
    to: blockBound.describe('End, exclusive (a day: the whole day is included)'),
    reason: z.string().trim().max(500).default(''),
  })
  .refine((body) => (body.doctorPubkey === undefined) !== (body.etablissementPubkey === undefined), {
    message: 'field.blockScope',
    path: ['doctorPubkey'],
  })
  .meta({ id: 'CreateBlock' });

export const blockSchema = z
  .object({
    id: z.string().describe('The block’s public id'),
    doctor: z.object({ pubkey: z.string(), name: z.string() }).nullable().describe('Null: the whole clinic'),
    etablissementPubkey: z.string(),
    start: z.string().describe('ISO 8601 with the clinic’s offset'),
    end: z.string(),
    reason: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Block' });

export const blockParamsSchema = z.object({ pubkey: pubkeySchema });

/** Blocks overlapping [from, to); a doctor's list includes their clinic's own. */
export const listBlocksQuerySchema = listQuerySchema(['start', 'createdAt'], 'start')
  .omit({ q: true })
  .extend({ doctor: pubkeySchema.optional(), etablissement: pubkeySchema.optional(), ...dateRangeShape })
  .superRefine(checkDateRange);

export const blocksPageSchema = pageSchema(blockSchema).meta({ id: 'BlocksPage' });

export type Block = z.infer<typeof blockSchema>;
export type CreateBlock = z.output<typeof createBlockSchema>;
export type ListBlocksQuery = z.output<typeof listBlocksQuerySchema>;
