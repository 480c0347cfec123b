import { z } from 'zod';
import { clockTimeSchema } from './directory-fields.js';

/** Weekdays as the agenda and the etablissement count them: 0 = Sunday … 6 = Saturday. */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MAX_RANGES_PER_DAY = 8;

/** `'16:30'` typed in Latin or Arabic-Indic digits, read as minutes after local midnight (990). */
const clockMinutesSchema = clockTimeSchema.transform(
  (text) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5)),
);

/** 990 → `'16:30'`: how the API shows an agenda's hours. */
export function formatClock(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** One half-open working range of a day; it must end after it starts. */
const hoursRangeSchema = z
  .object({ start: clockMinutesSchema, end: clockMinutesSchema })
  .refine((range) => range.start < range.end, { message: 'field.hoursOrder', path: ['end'] });

/** A day's ranges: several allowed (a split day), none overlapping another (touching is fine). */
const dayHoursSchema = z
  .array(hoursRangeSchema)
  .max(MAX_RANGES_PER_DAY)
  .superRefine((ranges, ctx) => {
    const order = ranges.map((range, index) => ({ ...range, index })).sort((a, b) => a.start - b.start);
    order.forEach((range, at) => {
      const previous = order[at - 1];
      if (previous && range.start < previous.end)
        ctx.addIssue({ code: 'custom', message: 'field.hoursOverlap', path: [range.index, 'start'] });
    });
  });

const dayHours = dayHoursSchema.optional();

/** The agenda's working hours per weekday; a weekday left out (or empty) has none. */
export const weeklyHoursSchema = z
  .strictObject({ 0: dayHours, 1: dayHours, 2: dayHours, 3: dayHours, 4: dayHours, 5: dayHours, 6: dayHours })
  .refine((week) => Object.values(week).some((ranges) => (ranges?.length ?? 0) > 0), {
    message: 'field.hoursRequired',
  })
  .describe('Working hours per weekday, "0" = Sunday … "6" = Saturday: [{start: "09:00", end: "13:00"}, …]');

const clockRangeSchema = z.object({ start: z.string(), end: z.string() });

/** The hours as the API answers them, `HH:MM`. */
export const weeklyHoursViewSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(clockRangeSchema)])) as Record<
      Weekday,
      z.ZodArray<typeof clockRangeSchema>
    >,
  )
  .meta({ id: 'WeeklyHours' });
