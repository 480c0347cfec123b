import { z } from 'zod';
import type { AppointmentStatus } from '../dashboard/appointment-statuses.js';
import { intFromText, pubkeySchema } from '../ids/id-schemas.js';
import { pageSchema } from '../list/list-contract.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../list/page-size.js';
import { directoryRefSchema } from './directory-fields.js';

/** A rating may be given until this many days after the appointment's start (server clock). */
export const RATING_WINDOW_DAYS = 14;
export const RATING_COMMENT_MAX = 1000;
export const RATING_STATES = ['pending', 'approved', 'rejected'] as const;
export type RatingState = (typeof RATING_STATES)[number];

/** What a patient sends for their own Done appointment: 1–5 stars, an optional comment. */
export const rateAppointmentSchema = z
  .object({
    stars: z.number().int().min(1).max(5),
    comment: z.string().trim().max(RATING_COMMENT_MAX).optional(),
  })
  .meta({ id: 'RateAppointment' });

const person = z.object({ pubkey: z.string(), name: z.string() });

/**
 * A rating as its patient and the moderators see it. `state` is the comment's: a rating without a
 * comment is approved at once; the stars count in the doctor's average whatever the state.
 */
export const ratingSchema = z
  .object({
    id: z.string().describe('The rating’s public id'),
    appointment: z.string().describe('The rated appointment’s public id'),
    doctor: person,
    patient: person,
    stars: z.number().int(),
    comment: z.string().nullable(),
    state: z.enum(RATING_STATES).describe('The comment’s moderation: pending until staff approve or reject it'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Rating' });

/** A published comment: the patient is shown by first name and initial only. */
export const doctorReviewSchema = z
  .object({
    id: z.string(),
    stars: z.number().int(),
    comment: z.string(),
    author: z.string().describe('First name and the initial of the family name'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'DoctorReview' });

const pageQuery = {
  page: intFromText(z.number().int().min(1).max(1_000_000)).default(1),
  limit: intFromText(z.number().int().min(1).max(MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
};

export const doctorReviewsQuerySchema = z.object(pageQuery);
export const doctorReviewsPageSchema = pageSchema(doctorReviewSchema)
  .extend({ rating: z.number().describe('Average stars'), ratingCount: z.number().int() })
  .meta({ id: 'DoctorReviewsPage' });

export const listRatingsQuerySchema = z.object({ ...pageQuery, state: z.enum(RATING_STATES).default('pending') });
export const ratingsPageSchema = pageSchema(ratingSchema).meta({ id: 'RatingsPage' });

export const ratingParamsSchema = z.object({ pubkey: pubkeySchema });

/** A doctor the patient has seen (a Done appointment), with the last visit, for booking again. */
export const myDoctorSchema = z
  .object({
    pubkey: z.string(),
    name: z.string(),
    speciality: directoryRefSchema.nullable(),
    rating: z.number(),
    ratingCount: z.number().int(),
    photoUrl: z.string().nullable(),
    lastVisit: z.iso.datetime().describe('The start of the latest Done appointment'),
    timeZone: z.string(),
    visits: z.number().int(),
  })
  .meta({ id: 'MyDoctor' });
export const myDoctorsSchema = z.object({ data: z.array(myDoctorSchema) }).meta({ id: 'MyDoctors' });

export type RateAppointment = z.infer<typeof rateAppointmentSchema>;
export type Rating = z.infer<typeof ratingSchema>;
export type DoctorReview = z.infer<typeof doctorReviewSchema>;
export type DoctorReviewsQuery = z.infer<typeof doctorReviewsQuerySchema>;
export type DoctorReviewsPage = z.infer<typeof doctorReviewsPageSchema>;
export type ListRatingsQuery = z.infer<typeof listRatingsQuerySchema>;
export type MyDoctor = z.infer<typeof myDoctorSchema>;

/** The client's mirror of the server's rule: Done, and no more than the window after the start. */
export function ratingOpen(appointment: { status: AppointmentStatus; start: string }, now: Date): boolean {
  const closes = Date.parse(appointment.start) + RATING_WINDOW_DAYS * 86_400_000;
  return appointment.status === 'Done' && now.getTime() <= closes;
}
