import { z } from 'zod';

/** A doctor's public photo: at most 2 MiB. */
export const DOCTOR_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The photo types accepted, recognised by their content (never by the name or the declared type). */
export const DOCTOR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type DoctorPhotoType = (typeof DOCTOR_PHOTO_TYPES)[number];

/** `v`: the photo's version, as `photoUrl` carries it; a current one makes the answer cacheable for good. */
export const doctorPhotoQuerySchema = z.object({
  v: z
    .string()
    .regex(/^[0-9a-z]{1,16}$/)
    .optional()
    .describe('The version in the doctor’s photoUrl'),
});

export type DoctorPhotoQuery = z.output<typeof doctorPhotoQuerySchema>;
