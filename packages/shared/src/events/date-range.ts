import { z } from 'zod';
import { toLatinDigits } from '../text/digits.js';

/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so a calendar day is a fixed span. */
export const RIYADH_UTC_OFFSET = '+03:00';
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A period bound in a query: an ISO datetime, or a date (a day in Riyadh). A date as `from`
 * starts at that day's midnight; as `to` it includes the whole day. Periods are half-open: [from, to).
 */
function dateBound(edge: 'start' | 'end') {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = toLatinDigits(value.trim());
      if (!DATE_ONLY.test(text)) return text;
      const start = new Date(`${text}T00:00:00${RIYADH_UTC_OFFSET}`).getTime();
      if (Number.isNaN(start)) return text;
      return new Date(edge === 'start' ? start : start + DAY_MS).toISOString();
    },
    z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
  );
}

export const dateRangeShape = {
  from: dateBound('start').optional().describe('ISO date (a day in Riyadh) or datetime; inclusive'),
  to: dateBound('end').optional().describe('ISO date (the whole day is included) or datetime; exclusive'),
};

/**
 * A period must end after it starts. Zod runs this even when a bound failed to parse (it then
 * holds the raw text, not a Date), so only two real dates are compared.
 */
export function checkDateRange(range: { from?: Date | undefined; to?: Date | undefined }, ctx: z.RefinementCtx) {
  if (range.from instanceof Date && range.to instanceof Date && range.to <= range.from) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'date',
      minimum: range.from.getTime(),
      inclusive: false,
      path: ['to'],
      input: range.to,
    });
  }
}

const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The calendar month in Riyadh that contains `at`, as a half-open period. */
export function riyadhMonth(at: Date): { from: Date; to: Date } {
  const local = new Date(at.getTime() + RIYADH_OFFSET_MS);
  const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
  return {
    from: new Date(Date.UTC(year, month, 1) - RIYADH_OFFSET_MS),
    to: new Date(Date.UTC(year, month + 1, 1) - RIYADH_OFFSET_MS),
  };
}

/** The year in Riyadh at `at`. */
export function riyadhYear(at: Date): number {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).getUTCFullYear();
}

/** The day in Riyadh at `at`, YYYY-MM-DD. */
export function riyadhDay(at: Date): string {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}
