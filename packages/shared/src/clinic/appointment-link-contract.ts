import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../dashboard/appointment-statuses.js';

/** What a reminder's link does: the patient says they will come, or gives the seat up. */
export const APPOINTMENT_LINK_ACTIONS = ['confirm', 'cancel'] as const;
export type AppointmentLinkAction = (typeof APPOINTMENT_LINK_ACTIONS)[number];

/** A link's token: `<payload>.<signature>`, base64url, at most the router's 100 characters; anything else is refused before any lookup. */
export const appointmentLinkParamsSchema = z.object({
  token: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
});

const bilingual = z.object({ ar: z.string(), en: z.string() });

/** What the link's page shows: no patient data beyond the appointment itself (whoever holds the link). */
export const appointmentLinkSchema = z
  .object({
    action: z.enum(APPOINTMENT_LINK_ACTIONS),
    status: z.enum(APPOINTMENT_STATUSES),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    timeZone: z.string().describe('The clinic’s IANA time zone'),
    doctor: z.string().describe('The doctor’s name'),
    clinic: bilingual,
    type: bilingual.describe('The consultation type’s names'),
    usedAt: z.iso.datetime().nullable().describe('When the link was used; a link works once'),
    expiresAt: z.iso.datetime(),
    cancelUntil: z.iso.datetime().describe('The cancellation cut-off: a cancel after it is refused'),
  })
  .meta({ id: 'AppointmentLink' });

export type AppointmentLink = z.infer<typeof appointmentLinkSchema>;
