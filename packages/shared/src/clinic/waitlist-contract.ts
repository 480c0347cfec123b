import { z } from 'zod';
import { blankAs } from '../errors/blank.js';
import { pubkeySchema } from '../ids/id-schemas.js';
import { directoryRefSchema } from './directory-fields.js';

/**
 * A patient waiting for a seat (issue 35): ACTIVE waits; OFFERED has a seat held for it until the
 * offer's `holdExpiresAt`; BOOKED, LEFT and EXPIRED are final.
 */
export const WAITLIST_STATUSES = ['ACTIVE', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The longest window of days an entry may span, and how many live entries a patient may keep. */
export const WAITLIST_MAX_DAYS = 60;
export const WAITLIST_MAX_LIVE = 5;

const day = z.iso.date({ error: blankAs('field.dateRequired') });
const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: 'field.time' });

export const joinWaitlistSchema = z
  .object({
    doctorPubkey: pubkeySchema.optional().describe('Wait for this doctor; or name a speciality and a clinic'),
    specialityPubkey: pubkeySchema.optional(),
    etablissementPubkey: pubkeySchema.optional().describe('The clinic of the speciality'),
    consultationType: pubkeySchema.optional().describe('Only with a doctor: one of their consultation types'),
    fromDate: day,
    toDate: day,
    fromTime: time.optional().describe('HH:MM in the clinic’s zone; with toTime'),
    toTime: time.optional(),
    patientPubkey: pubkeySchema.optional().describe('Required when staff, a doctor or an admin adds a patient'),
  })
  .meta({ id: 'JoinWaitlist' });
export type JoinWaitlist = z.infer<typeof joinWaitlistSchema>;

export const waitlistParamsSchema = z.object({ id: pubkeySchema });

export const listWaitlistQuerySchema = z.object({
  doctorPubkey: pubkeySchema.optional().describe('The care team’s list of one doctor; a patient sees their own'),
});

const personSchema = z.object({ pubkey: z.string(), name: z.string() });

/** The seat held for an entry: confirm it before `holdExpiresAt` to book it. */
export const waitlistOfferSchema = z
  .object({
    appointmentId: z.string(),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    holdExpiresAt: z.iso.datetime(),
    timeZone: z.string(),
    doctor: personSchema,
    type: directoryRefSchema,
    priceHalalas: z.number().int(),
  })
  .meta({ id: 'WaitlistOffer' });
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

export const waitlistEntrySchema = z
  .object({
    id: z.string(),
    status: z.enum(WAITLIST_STATUSES),
    patient: personSchema,
    doctor: personSchema.nullable(),
    speciality: directoryRefSchema.nullable(),
    etablissement: directoryRefSchema,
    consultationType: directoryRefSchema.nullable(),
    fromDate: z.iso.date(),
    toDate: z.iso.date(),
    fromTime: z.string().nullable(),
    toTime: z.string().nullable(),
    offerCount: z.number().int(),
    createdAt: z.iso.datetime(),
    offer: waitlistOfferSchema.nullable(),
    booked: z.string().nullable().describe('The appointment the entry ended in (BOOKED)'),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistEntriesSchema = z.object({ items: z.array(waitlistEntrySchema) }).meta({ id: 'WaitlistEntries' });
