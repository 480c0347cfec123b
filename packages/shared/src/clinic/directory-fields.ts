import { z } from 'zod';
import { blankAs } from '../errors/blank.js';
import { pubkeySchema } from '../ids/id-schemas.js';
import { toLatinDigits } from '../text/digits.js';
import { normalizePhone } from '../text/phone.js';

/** Text the directory's forms type: digits in Latin or Arabic-Indic, spaces trimmed. */
const latin = (value: unknown) => (typeof value === 'string' ? toLatinDigits(value.trim()) : value);

/** Text the form needs: left empty, spec §5's "Please enter text." */
export const requiredText = (max: number) =>
  z
    .string({ error: blankAs('field.textRequired') })
    .trim()
    .min(1, { message: 'field.textRequired' })
    .max(max);
export const optionalText = (max: number) => z.string().trim().max(max);

/** Every directory record is named in both languages (Arabic first, PRODUCT.md §9). */
export const bilingualName = { nameAr: requiredText(200), nameEn: requiredText(200) };

/** A wall-clock time `HH:MM` in the clinic's zone; `24:00` closes at midnight. */
export const clockTimeSchema = z.preprocess(
  latin,
  z
    .string({ error: blankAs('field.timeRequired') })
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: blankAs('field.timeRequired', 'field.clockTime') })
    .describe('HH:MM, 00:00 to 24:00 (Latin or Arabic-Indic digits)'),
);

/** Weekdays 0 = Sunday … 6 = Saturday; stored once each, in order; a clinic opens at least one day. */
export const weekendDaysSchema = z
  .array(z.number().int().min(0).max(6))
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b))
  .refine((days) => days.length < 7, { message: 'field.weekendDays' })
  .describe('Closed weekdays, 0 = Sunday … 6 = Saturday (Friday = 5)');

const IANA_SHAPE = /^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/;

/** The canonical spelling of an IANA zone, or undefined when there is no such zone. */
export function canonicalTimeZone(zone: string): string | undefined {
  if (!IANA_SHAPE.test(zone)) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .transform((zone, ctx) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical === undefined) ctx.addIssue({ code: 'custom', message: 'field.timeZone' });
    return canonical ?? zone;
  })
  .describe('An IANA time zone, e.g. Asia/Riyadh');

/**
 * A clinic's number: a landline (011…), a unified 920 or toll-free 800 number, or a mobile; typed
 * with spaces or dashes, in any digits. Mobiles are kept in E.164 like the accounts' phones.
 */
export const clinicPhoneSchema = z
  .string()
  .trim()
  .max(32)
  .transform(normalizePhone)
  .refine((phone) => /^\+?\d{7,15}$/.test(phone), { message: 'field.clinicPhone' });

/** What a row names: another directory record by its public id and names. */
export const directoryRefSchema = z.object({ pubkey: z.string(), nameAr: z.string(), nameEn: z.string() });

export const directoryParamsSchema = z.object({ pubkey: pubkeySchema });

/** A PATCH body: only the fields it names change, and it names one at least. */
export const patchOf = <T extends z.ZodObject>(fields: T) =>
  fields.partial().refine((body) => Object.keys(body).length > 0, { message: 'field.atLeastOne' });
