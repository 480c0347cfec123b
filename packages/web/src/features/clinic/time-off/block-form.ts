import { z } from 'zod';
import { clockTimeSchema, createBlockSchema, localDateSchema, type Block, type CreateBlock } from '@bayan/shared';
import { addDays } from '../model/zoned-time';

/** The time-off form as typed: whose, the days, and optional hours (blank: whole days). */
export interface BlockFormValues {
  scope: 'doctor' | 'clinic';
  doctorPubkey: string;
  etablissementPubkey: string;
  firstDay: string;
  lastDay: string;
  fromTime: string;
  toTime: string;
  reason: string;
}

export const blockFormValues = (doctorPubkey = ''): BlockFormValues => ({
  scope: 'doctor',
  doctorPubkey,
  etablissementPubkey: '',
  firstDay: '',
  lastDay: '',
  fromTime: '',
  toTime: '',
  reason: '',
});

/** Blank: the whole day. */
const time = z.preprocess((text) => (text === '' ? undefined : text), clockTimeSchema.optional());
const required = z.string().min(1);
/** Spec §5's words for whose time off was left out. */
const WHO_REQUIRED = {
  doctorPubkey: 'field.doctorRequired',
  etablissementPubkey: 'field.etablissementRequired',
} as const;

/**
 * The form as the API's CreateBlock: `from` the first day (or its hour), `to` the last day (the
 * whole day) or its hour, both in the clinic's time zone; the server checks the rest again.
 */
export const blockFormSchema = z
  .object({
    scope: z.enum(['doctor', 'clinic']),
    doctorPubkey: z.string().optional(),
    etablissementPubkey: z.string().optional(),
    firstDay: localDateSchema,
    lastDay: localDateSchema,
    fromTime: time,
    toTime: time,
    reason: createBlockSchema.shape.reason,
  })
  // Whose time off is checked even while the days are missing (finding 27: the empty form flagged
  // the two days but not the doctor): `when` runs it whatever the other fields' state.
  .superRefine(
    (form, ctx) => {
      const who = form.scope === 'clinic' ? 'etablissementPubkey' : 'doctorPubkey';
      if (!required.safeParse(form[who]).success)
        ctx.addIssue({ code: 'custom', message: WHO_REQUIRED[who], path: [who] });
    },
    { when: () => true },
  )
  .superRefine((form, ctx) => {
    if (form.lastDay < form.firstDay) ctx.addIssue({ code: 'custom', message: 'field.datesOrder', path: ['lastDay'] });
  })
  .transform((form): CreateBlock => {
    const at = (day: string, clock: string | undefined) => (clock ? `${day}T${clock}` : day);
    return {
      ...(form.scope === 'doctor'
        ? { doctorPubkey: form.doctorPubkey! }
        : { etablissementPubkey: form.etablissementPubkey! }),
      from: at(form.firstDay, form.fromTime),
      to: at(form.lastDay, form.toTime),
      reason: form.reason,
    };
  });

/** Where the server's words on `from` and `to` show: on the form's days. */
export const BLOCK_FIELDS: Record<string, string> = { 'body.from': 'body.firstDay', 'body.to': 'body.lastDay' };

/** A block's span as the clinic's wall clock reads it: days, and hours unless it starts or ends at midnight. */
export function blockSpan(block: Pick<Block, 'start' | 'end'>) {
  const [startDay, startTime] = [block.start.slice(0, 10), block.start.slice(11, 16)];
  const [endDay, endTime] = [block.end.slice(0, 10), block.end.slice(11, 16)];
  return {
    firstDay: startDay,
    fromTime: startTime === '00:00' ? null : startTime,
    lastDay: endTime === '00:00' ? addDays(endDay, -1) : endDay,
    toTime: endTime === '00:00' ? null : endTime,
  };
}
