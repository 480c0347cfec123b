import { z } from 'zod';
import { blankAs } from '../errors/blank.js';
import { idNumberSchema, otpCodeSchema, phoneSchema } from '../auth/auth-contract.js';
import { pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { appointmentSchema } from './clinic-contract.js';
import { requiredPubkey } from './clinic-field-messages.js';
import { directoryRefSchema, requiredText } from './directory-fields.js';

/**
 * A visitor's request for an appointment (spec §7 `appointment-reservation`): unconfirmed until
 * the phone answers its code, then waiting for the clinic's staff, who accept it (an appointment)
 * or decline it (a reason). EXPIRED: never confirmed within a day.
 */
export const RESERVATION_STATUSES = ['UNVERIFIED', 'PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_NAME_MAX = 100;
export const RESERVATION_NOTES_MAX = 1000;
export const RESERVATION_REASON_MAX = 500;

const day = z.iso.date({ error: blankAs('field.dateRequired', 'field.preferredDay') });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'field.time' });
/** The secret the visitor's browser keeps to read and confirm their request: 256 random bits. */
const token = z.string().trim().min(20).max(100);

export const createReservationSchema = z
  .object({
    name: z
      .string({ error: blankAs('field.textRequired') })
      .trim()
      .min(2, { error: blankAs('field.textRequired') })
      .max(RESERVATION_NAME_MAX),
    phone: phoneSchema,
    idNumber: idNumberSchema,
    etablissementPubkey: requiredPubkey('field.etablissementRequired'),
    doctorPubkey: pubkeySchema.optional(),
    specialityPubkey: pubkeySchema.optional(),
    preferredDay: day,
    preferredTime: time.optional(),
    notes: z.string().trim().max(RESERVATION_NOTES_MAX).optional(),
  })
  // Neither doctor nor speciality: "any", the clinic chooses (the form offers it as the default).
  .meta({ id: 'CreateReservation' });

export const reservationParamsSchema = z.object({ id: pubkeySchema });
export const reservationTokenQuerySchema = z.object({ token });
export const verifyReservationSchema = z.object({ token, code: otpCodeSchema }).meta({ id: 'VerifyReservation' });
export const resendReservationCodeSchema = z.object({ token }).meta({ id: 'ResendReservationCode' });

/** What creation answers: the public id and the secret of the confirmation screen. */
export const reservationCreatedSchema = z
  .object({
    id: z.string(),
    token: z.string().describe('Keep it: the status read and the code confirmation need it'),
    status: z.enum(RESERVATION_STATUSES),
    message: z.string(),
  })
  .meta({ id: 'ReservationCreated' });

const named = z.object({ pubkey: z.string(), name: z.string() });

/** The confirmation screen's view: what the visitor asked and what became of it, nothing of other people. */
export const publicReservationSchema = z
  .object({
    id: z.string(),
    reference: z.string().describe('Short and digits only (R-00042): what the visitor quotes on the phone'),
    status: z.enum(RESERVATION_STATUSES),
    etablissement: directoryRefSchema,
    maskedPhone: z.string().describe('The phone the code went to, masked (+9665******12)'),
    doctor: named.nullable(),
    speciality: directoryRefSchema.nullable(),
    preferredDay: z.string(),
    preferredTime: z.string().nullable(),
    appointment: z
      .object({ start: z.iso.datetime(), end: z.iso.datetime(), timeZone: z.string(), doctor: named })
      .nullable(),
    declineReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    message: z.string().optional().describe('“Your request has been sent successfully” once confirmed'),
  })
  .meta({ id: 'PublicReservation' });

/** A reservation as the clinic's staff see it. */
export const reservationSchema = publicReservationSchema
  .omit({ appointment: true, message: true, maskedPhone: true })
  .extend({
    name: z.string(),
    phone: z.string(),
    idNumber: z.string(),
    notes: z.string(),
    verifiedAt: z.iso.datetime().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    appointment: appointmentSchema.pick({ id: true, start: true, end: true, timeZone: true, doctor: true }).nullable(),
    patient: named.nullable(),
  })
  .meta({ id: 'Reservation' });

export const reservationsPageSchema = pageSchema(reservationSchema).meta({ id: 'ReservationsPage' });

export const RESERVATION_SORTABLE = ['createdAt', 'preferredDay'] as const;
/** Staff never see UNVERIFIED requests: the phone has not answered. */
export const STAFF_RESERVATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;

export const listReservationsQuerySchema = listQuerySchema(RESERVATION_SORTABLE, '-createdAt').extend({
  status: z.enum(STAFF_RESERVATION_STATUSES).optional(),
});

export const acceptReservationSchema = z
  .object({
    doctorPubkey: requiredPubkey('field.doctorRequired'),
    start: z.iso.datetime({ offset: true, error: blankAs('field.timeRequired') }),
    consultationType: pubkeySchema,
  })
  .meta({ id: 'AcceptReservation' });

export const declineReservationSchema = z
  .object({ reason: requiredText(RESERVATION_REASON_MAX) })
  .meta({ id: 'DeclineReservation' });

export type CreateReservation = z.output<typeof createReservationSchema>;
export type ReservationCreated = z.output<typeof reservationCreatedSchema>;
export type PublicReservation = z.output<typeof publicReservationSchema>;
export type Reservation = z.output<typeof reservationSchema>;
export type ListReservationsQuery = z.output<typeof listReservationsQuerySchema>;
export type AcceptReservation = z.output<typeof acceptReservationSchema>;
export type DeclineReservation = z.output<typeof declineReservationSchema>;
