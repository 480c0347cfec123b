import { z } from 'zod';
import { toLatinDigits } from '../text/digits.js';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Accepts "3", "٣" or 3 and yields a number, so Arabic-Indic digits work in query strings. */
const intFromQuery = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' ? Number(toLatinDigits(v.trim())) : v), schema);

/**
 * The query every list endpoint takes. `sort` is one of the resource's sortable fields,
 * optionally prefixed with "-" for descending order.
 */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortable: F, defaultSort: string) {
  const sortValues = sortable.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return z.object({
    page: intFromQuery(z.number().int().min(1).max(1_000_000)).default(1),
    limit: intFromQuery(z.number().int().min(1).max(MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sortValues).default(defaultSort),
  });
}

export type ListQuery = { page: number; limit: number; q?: string | undefined; sort: string };

/** The `{data,total,currentPage}` page shape (spec §3) used by names and other lists. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().describe('Matching rows; an estimate on very large tables'),
    currentPage: z.number().int(),
  });
}

export interface Page<T> {
  data: T[];
  total: number;
  currentPage: number;
}
