import { z } from 'zod';
import { toLatinDigits } from '../text/digits.js';
import { blockSchema } from './block-contract.js';
import { requiredPubkey } from './clinic-field-messages.js';

/** Official holidays can be applied for these Gregorian years (the Umm al-Qura table's range and then some). */
export const HOLIDAY_YEARS = { min: 2000, max: 2076 } as const;

export const applyHolidaysSchema = z
  .object({
    etablissementPubkey: requiredPubkey('field.etablissementRequired'),
    year: z.preprocess(
      (value) => (typeof value === 'string' ? Number(toLatinDigits(value.trim())) : value),
      z.number().int().min(HOLIDAY_YEARS.min).max(HOLIDAY_YEARS.max),
    ),
  })
  .meta({ id: 'ApplyHolidays' });

export const appliedHolidaysSchema = z
  .object({
    created: z.array(blockSchema).describe('The blocks added now'),
    existing: z.array(z.string()).describe('The holidays (keys) the clinic already had: not added again'),
  })
  .meta({ id: 'AppliedHolidays' });

export type ApplyHolidays = z.output<typeof applyHolidaysSchema>;
export type AppliedHolidays = z.infer<typeof appliedHolidaysSchema>;
