import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;

/** A message the product sent (or, in the embedded default, would have sent): newest first. */
export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(OUTBOX_CHANNELS),
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OutboxMessage' });

export const listOutboxQuerySchema = listQuerySchema(['createdAt'] as const, '-createdAt').extend({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  recipient: z.string().trim().max(254).optional(),
});

export const outboxPageSchema = pageSchema(outboxMessageSchema).meta({ id: 'OutboxPage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
