import { z } from 'zod';
import { otpCodeSchema } from '../auth/auth-contract.js';
import { APPOINTMENT_STATUSES } from '../dashboard/appointment-statuses.js';
import { blankAs } from '../errors/blank.js';
import { pubkeySchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';
import { APPOINTMENT_STATUS_COLORS } from './appointment-colors.js';
import { requiredPubkey } from './clinic-field-messages.js';
import { directoryRefSchema } from './directory-fields.js';

/** The transitions after booking, each its own POST (`/api/appointments/:id/<action>`). */
export const APPOINTMENT_ACTIONS = ['confirm', 'reject', 'cancel', 'done', 'no-show', 'reschedule'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

const STATUS_COLORS_TEXT = Object.entries(APPOINTMENT_STATUS_COLORS)
  .map(([status, { hex }]) => `${status} ${hex}`)
  .join(', ');

const personSchema = z.object({ pubkey: z.string(), name: z.string() });

export const appointmentSchema = z
  .object({
    id: z.string().describe('The appointment’s public id'),
    status: z.enum(APPOINTMENT_STATUSES),
    start: z.iso.datetime(),
    startDate: z.iso.datetime().describe('The spec’s name for `start`: the same instant'),
    end: z.iso.datetime(),
    doctor: personSchema,
    patient: personSchema,
    etablissementPubkey: z.string(),
    timeZone: z.string().describe('The clinic’s IANA time zone: start and end are shown in it, whatever the reader’s'),
    consultationType: z.string().describe('The consultation type’s public id (also `type.pubkey`)'),
    type: directoryRefSchema.describe('The consultation type: its public id and its names in Arabic and English'),
    priceHalalas: z.number().int().describe('SAR × 100, copied from the type at booking'),
    durationMinutes: z.number().int(),
    duration: z.number().int().describe('The spec’s name for `durationMinutes`: minutes'),
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/)
      .describe(`The state’s colour, as on the calendar (#rrggbb): ${STATUS_COLORS_TEXT}`),
    notes: z.string().nullable(),
    rescheduledFrom: z.string().nullable().describe('The appointment this one replaced'),
    patientNoShows: z
      .number()
      .int()
      .describe('How many of the patient’s appointments ended as NoShow (for the care team)'),
    createdAt: z.iso.datetime(),
    series: z
      .object({ pubkey: z.string(), index: z.number().int(), count: z.number().int() })
      .optional()
      .describe(
        'In a recurring series: its public id, this occurrence’s place among its standing visits (1-based) and how many those are; a canceled or rejected occurrence keeps its booked place of the series as booked',
      ),
  })
  .meta({ id: 'Appointment' });

const instant = z.iso.datetime({ offset: true });
/** The slot's start, an instant with its offset; left out: "Time is required." */
const slotStart = z.iso.datetime({ offset: true, error: blankAs('field.timeRequired') });
const notes = z.string().trim().max(1000);

export const bookAppointmentSchema = z
  .object({
    doctorPubkey: requiredPubkey('field.doctorRequired'),
    start: slotStart,
    consultationType: pubkeySchema,
    notes: notes.optional(),
    patientPubkey: pubkeySchema.optional().describe('Required when staff, a doctor or an admin books'),
    consentCode: otpCodeSchema
      .optional()
      .describe(
        'Staff, for a patient not yet in the clinic’s scope: the code POST /api/patients/consent-code texted to the patient',
      ),
  })
  .meta({ id: 'BookAppointment' });

/** Reject and a staff or doctor cancel need a reason (the service says which); the others may give one. */
export const transitionBodySchema = z
  .object({ reason: z.string().trim().min(1).max(500).optional() })
  .meta({ id: 'AppointmentTransition' });

export const rescheduleAppointmentSchema = z
  .object({
    start: slotStart,
    consultationType: pubkeySchema.optional().describe('The same type as before when absent'),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .meta({ id: 'RescheduleAppointment' });

export const appointmentParamsSchema = z.object({ id: pubkeySchema });

/** Loose: Fastify replaces the request's headers with what this returns, and the others are still needed (user agent). */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});

/** `q` searches the patient's and the doctor's names and the patient's phone and ID number. */
export const listAppointmentsQuerySchema = listQuerySchema(['start', 'createdAt'], 'start').extend({
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  doctor: pubkeySchema.optional(),
  patient: pubkeySchema.optional(),
  etablissement: pubkeySchema.optional(),
  from: instant.optional(),
  to: instant.optional(),
  active: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only Pending and Planed (still to happen); false: only the others'),
});

/** The export takes the list's filters, search included, and downloads every match. */
export const exportAppointmentsQuerySchema = listAppointmentsQuerySchema.omit({ page: true, limit: true });

export const appointmentsPageSchema = pageSchema(appointmentSchema).meta({ id: 'AppointmentsPage' });

export type Appointment = z.infer<typeof appointmentSchema>;
export type BookAppointment = z.output<typeof bookAppointmentSchema>;
export type TransitionBody = z.output<typeof transitionBodySchema>;
export type RescheduleAppointment = z.output<typeof rescheduleAppointmentSchema>;
export type ListAppointmentsQuery = z.output<typeof listAppointmentsQuerySchema>;
export type ExportAppointmentsQuery = z.output<typeof exportAppointmentsQuerySchema>;
