import { z } from 'zod';
import { clockTimeSchema, localDateSchema, type JoinWaitlist } from '@bayan/shared';

/** The join form as typed: the doctor, the days, and optional hours (blank: any time of those days). */
export interface JoinFormValues {
  doctorPubkey: string;
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
}

export const joinFormValues = (): JoinFormValues => ({
  doctorPubkey: '',
  fromDate: '',
  toDate: '',
  fromTime: '',
  toTime: '',
});

/** Blank: no bound. */
const time = z.preprocess((text) => (text === '' ? undefined : text), clockTimeSchema.optional());

/** The form as the API's JoinWaitlist; the server checks the window's rules again (from today, 60 days at most). */
export const joinFormSchema = z
  .object({
    doctorPubkey: z.string().min(1, { message: 'field.doctorRequired' }),
    fromDate: localDateSchema,
    toDate: localDateSchema,
    fromTime: time,
    toTime: time,
  })
  .superRefine((form, ctx) => {
    if (form.toDate < form.fromDate) ctx.addIssue({ code: 'custom', message: 'field.datesOrder', path: ['toDate'] });
  })
  .transform((form): JoinWaitlist => ({
    doctorPubkey: form.doctorPubkey,
    fromDate: form.fromDate,
    toDate: form.toDate,
    ...(form.fromTime ? { fromTime: form.fromTime } : {}),
    ...(form.toTime ? { toTime: form.toTime } : {}),
  }));
