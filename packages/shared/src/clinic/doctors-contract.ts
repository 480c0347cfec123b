import { z } from 'zod';
import { pubkeySchema } from '../ids/id-schemas.js';
import { requiredPubkey } from './clinic-field-messages.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { directoryRefSchema } from './directory-fields.js';

export const DOCTOR_SORTABLE = ['rating', 'name'] as const;
export const DOCTOR_BIO_MAX = 2000;

/**
 * A doctor as anyone may see them (the booking flow is public): never an email, phone or ID
 * number. `pubkey` is the DOCTOR account's, as in `/api/doctors/:pubkey/availability`.
 */
export const doctorSchema = z
  .object({
    pubkey: z.string(),
    name: z.string(),
    speciality: directoryRefSchema.nullable(),
    etablissement: directoryRefSchema,
    room: z.object({ pubkey: z.string(), name: z.string() }).nullable(),
    bio: z.string(),
    rating: z.number().describe('Average stars, 0 until rated'),
    ratingCount: z.number().int(),
    photoUrl: z
      .string()
      .nullable()
      .describe(
        'GET this for the public photo; the query names its version, so a new photo gets a new URL. null: none',
      ),
  })
  .meta({ id: 'Doctor' });

export const doctorsPageSchema = pageSchema(doctorSchema).meta({ id: 'DoctorsPage' });

export const listDoctorsQuerySchema = listQuerySchema(DOCTOR_SORTABLE, '-rating').extend({
  speciality: pubkeySchema.optional(),
  etablissement: pubkeySchema.optional(),
});

const bio = z.string().trim().max(DOCTOR_BIO_MAX);

/** A DOCTOR account gets its clinic profile; staff give it in their own clinic (the default for them). */
export const createDoctorSchema = z
  .object({
    doctorPubkey: requiredPubkey('field.doctorRequired').describe('An ACTIVE account with the DOCTOR role'),
    specialityPubkey: requiredPubkey('field.specialityRequired'),
    etablissementPubkey: pubkeySchema.optional().describe('Required for admins; staff: their own clinic'),
    roomPubkey: pubkeySchema.optional().describe('A room of that etablissement'),
    bio: bio.optional(),
  })
  .meta({ id: 'CreateDoctor' });

/** Only the fields given change; a doctor may change their own bio and nothing else. */
export const updateDoctorSchema = z
  .object({
    specialityPubkey: requiredPubkey('field.specialityRequired'),
    etablissementPubkey: requiredPubkey('field.etablissementRequired').describe(
      'A move to another clinic leaves the doctor without a room',
    ),
    roomPubkey: pubkeySchema.nullable().describe('null: no room'),
    bio,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'field.atLeastOne' })
  .meta({ id: 'UpdateDoctor' });

export type Doctor = z.infer<typeof doctorSchema>;
export type ListDoctorsQuery = z.output<typeof listDoctorsQuerySchema>;
export type CreateDoctor = z.output<typeof createDoctorSchema>;
export type UpdateDoctor = z.output<typeof updateDoctorSchema>;
