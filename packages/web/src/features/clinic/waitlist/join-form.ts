import { z } from 'zod';
import { clockTimeSchema, localDateSchema, type JoinWaitlist } from '@bayan/shared';

/** Whom the entry waits for: one doctor (and maybe one of their consultation types), or any doctor of a speciality at a clinic. */
export type JoinTarget = 'doctor' | 'speciality';

/** The join form as typed; blank hours mean any time of those days, a blank type any of the doctor's. */
export interface JoinFormValues {
  target: JoinTarget;
  doctorPubkey: string;
  consultationType: string;
  etablissementPubkey: string;
  specialityPubkey: string;
  /** The care team's: the patient the entry is for (a patient joins for themselves). */
  patientPubkey: string;
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
}

/** A blank form; `chosen` fills what the account cannot choose otherwise (a doctor's own list, a STAFF account's clinic). */
export const joinFormValues = (chosen: { doctor?: string; clinic?: string } = {}): JoinFormValues => ({
  target: 'doctor',
  doctorPubkey: chosen.doctor ?? '',
  consultationType: '',
  etablissementPubkey: chosen.clinic ?? '',
  specialityPubkey: '',
  patientPubkey: '',
  fromDate: '',
  toDate: '',
  fromTime: '',
  toTime: '',
});

/** Blank: no bound. */
const time = z.preprocess((text) => (text === '' ? undefined : text), clockTimeSchema.optional());

const required = (ctx: z.RefinementCtx, path: keyof JoinFormValues, message: string) =>
  ctx.addIssue({ code: 'custom', message, path: [path] });

/**
 * The form as the API's JoinWaitlist, for a patient (`forPatient` false) or the care team; the
 * server checks every rule again (the target, the window from today, 60 days at most).
 */
export const joinFormSchema = (forPatient: boolean) =>
  z
    .object({
      target: z.enum(['doctor', 'speciality']),
      // Blank fields reach the schema left out (zod-form-resolver): the rules below say which are needed.
      doctorPubkey: z.string().optional(),
      consultationType: z.string().optional(),
      etablissementPubkey: z.string().optional(),
      specialityPubkey: z.string().optional(),
      patientPubkey: z.string().optional(),
      fromDate: localDateSchema,
      toDate: localDateSchema,
      fromTime: time,
      toTime: time,
    })
    .superRefine(
      (form, ctx) => {
        if (form.fromDate && form.toDate && form.toDate < form.fromDate) required(ctx, 'toDate', 'field.datesOrder');
        if (forPatient && !form.patientPubkey) required(ctx, 'patientPubkey', 'field.patientRequired');
        if (form.target === 'doctor' && !form.doctorPubkey) required(ctx, 'doctorPubkey', 'field.doctorRequired');
        if (form.target === 'speciality') {
          if (!form.etablissementPubkey) required(ctx, 'etablissementPubkey', 'field.etablissementRequired');
          if (!form.specialityPubkey) required(ctx, 'specialityPubkey', 'field.specialityRequired');
        }
      },
      // Also while a day is missing: the form names every field to fill at once.
      { when: () => true },
    )
    .transform((form): JoinWaitlist => ({
      ...(form.target === 'doctor'
        ? {
            doctorPubkey: form.doctorPubkey!,
            ...(form.consultationType ? { consultationType: form.consultationType } : {}),
          }
        : { etablissementPubkey: form.etablissementPubkey!, specialityPubkey: form.specialityPubkey! }),
      ...(forPatient ? { patientPubkey: form.patientPubkey! } : {}),
      fromDate: form.fromDate,
      toDate: form.toDate,
      ...(form.fromTime ? { fromTime: form.fromTime } : {}),
      ...(form.toTime ? { toTime: form.toTime } : {}),
    }));
