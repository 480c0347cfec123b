import { z } from 'zod';
import { toLatinDigits } from '../text/digits.js';

/** The message of an id that is not one (field-messages.ts): never zod's text with the pattern. */
const ID = 'field.identifier';

/** The largest value of a PostgreSQL `integer` (int4) column: serial ids live there. */
export const INT4_MAX = 2_147_483_647;

/** Canonical decimal digits: no sign, space, leading zero (but "0"), point, exponent or hex prefix. */
const DECIMAL = /^(?:0|[1-9][0-9]{0,15})$/;

/**
 * A number written in canonical decimal digits (Arabic-Indic digits read as their Latin ones)
 * becomes that number; anything else is left as it is for the number schema to refuse. Unlike
 * `Number()` or `z.coerce.number()`, "0x1", "1e0", " 1", "1.0", "+1" and "01" are not 1.
 */
export function decimalFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const latin = toLatinDigits(value);
  return DECIMAL.test(latin) ? Number(latin) : value;
}

/** An integer read from a path or query string, strictly (see decimalFromText). */
export const intFromText = (schema: z.ZodNumber) => z.preprocess(decimalFromText, schema);

/** An id in a path or query: 1 … max in canonical decimal digits; anything else is "Invalid identifier". */
export const idFromText = (max: number) =>
  intFromText(z.number({ message: ID }).int({ message: ID }).min(1, { message: ID }).max(max, { message: ID }));

/** A serial id in a path: 1 … INT4_MAX in canonical decimal digits. */
export const serialIdSchema = idFromText(INT4_MAX);

/** A public id (pubkey): 128 random bits in base64url, 22 characters. */
export const PUBKEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const pubkeySchema = z.string().regex(PUBKEY_PATTERN, { message: ID });

/** Where a user is named in a path by serial id or pubkey: either, in its exact format. */
export const userRefSchema = z.string().regex(/^(?:[1-9][0-9]{0,9}|[A-Za-z0-9_-]{22})$/, { message: ID });
