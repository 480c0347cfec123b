import { z } from 'zod';
import { intFromText } from '../ids/id-schemas.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size.js';

/**
 * The query every list endpoint takes. `sort` is one of the resource's sortable fields,
 * optionally prefixed with "-" for descending order.
 */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortable: F, defaultSort: string) {
  const sortValues = sortable.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return z.object({
    page: intFromText(z.number().int().min(1).max(1_000_000)).default(1),
    limit: intFromText(z.number().int().min(1).max(MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
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
