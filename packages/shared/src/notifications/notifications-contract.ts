import { z } from 'zod';
import { listQuerySchema } from '../list/list-contract.js';
import { ROLES } from '../permissions/roles.js';

/** One inbox entry, its texts in the request's language. */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    link: z.string().nullable().describe('A path in the web app, e.g. /dashboard/appointments/12'),
    seen: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });

export const listNotificationsQuerySchema = listQuerySchema(['createdAt'], '-createdAt')
  .pick({ page: true, limit: true })
  .extend({
    seen: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  });

export const unreadCountSchema = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });

/** `{ids}` marks those of the caller's notifications seen (`[]`: none, a harmless no-op); `{all: true}` every one. */
export const markSeenSchema = z
  .object({
    ids: z.array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).max(1000).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => body.ids !== undefined || body.all === true, { message: 'field.atLeastOne' })
  .meta({ id: 'MarkNotificationsSeen' });

export const markSeenResultSchema = z.object({ updated: z.number().int() });

/** An app path (never another site), so a notification cannot send its reader elsewhere. */
const appLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])\S*$/);

/** An admin announcement to one account or to every active account of a role. */
export const announceSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(2000),
    link: appLink.optional(),
    to: z.union([
      z.object({ pubkey: z.string().trim().min(1).max(64) }).strict(),
      z.object({ role: z.enum(ROLES) }).strict(),
    ]),
  })
  .meta({ id: 'Announcement' });

export const announceResultSchema = z.object({ created: z.number().int().describe('Notifications created') });

export type Notification = z.infer<typeof notificationSchema>;
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;
export type MarkSeen = z.output<typeof markSeenSchema>;
export type Announcement = z.output<typeof announceSchema>;
