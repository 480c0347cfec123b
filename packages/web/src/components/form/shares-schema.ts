import { z } from 'zod';
import { numberFromInput } from '../../lib/number-input';

/** One row of a list of shares: who, and what percentage (typed in Latin or Arabic-Indic digits). */
export const shareRowSchema = z.object({
  name: z.string().trim().min(1).max(100),
  share: z.preprocess(numberFromInput, z.number().positive().max(100)),
});

/** Shares are percentages of one whole; a hundredth of a percent is the finest a deed divides. */
export const sharesTotal = (rows: readonly { share: number }[]) =>
  Math.round(rows.reduce((sum, row) => sum + row.share, 0) * 100) / 100;

/** A list of at least one share whose percentages add up to exactly 100 (the message is on the list). */
export const sharesSchema = z
  .array(shareRowSchema)
  .min(1)
  .superRefine((rows, ctx) => {
    if (sharesTotal(rows) !== 100) ctx.addIssue({ code: 'custom', message: 'form.sharesTotal' });
  });

/** A row as the form holds it, before the schema reads the number. */
export type ShareRowInput = { name: string; share: string };
export const emptyShareRow = (): ShareRowInput => ({ name: '', share: '' });
