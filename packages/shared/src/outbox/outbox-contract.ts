import { z } from 'zod';
import { serialIdSchema } from '../ids/id-schemas.js';
import { listQuerySchema, pageSchema } from '../list/list-contract.js';

export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Where a message is: `kept` in the outbox only (no transport configured for its channel, the
 * embedded default), `queued` for delivery (retried after a failed attempt, whose reason shows),
 * `sent` (the provider accepted it), `delivered` (the provider's status callback says so), or
 * `failed` for good (a refusal, the attempts spent, or the provider reporting it undelivered).
 */
export const OUTBOX_STATES = ['kept', 'queued', 'sent', 'delivered', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** The SMS and WhatsApp providers whose status callbacks the API takes (POST /api/outbox/status/:provider). */
export const OUTBOX_PROVIDERS = ['unifonic', 'taqnyat', 'msegat', 'twilio', 'webhook', 'whatsapp'] as const;
export type OutboxProvider = (typeof OUTBOX_PROVIDERS)[number];

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
    state: z.enum(OUTBOX_STATES),
    /** The last failure's reason as the provider gave it (kept after a later success is not: cleared). */
    error: z.string().nullable(),
    /** Delivery attempts made so far. */
    attempts: z.number().int(),
    /** The transport that took it (`smtp`, `unifonic`, `twilio`…), once one has. */
    provider: z.string().nullable(),
    /** The provider's own id of the message, once it accepted it. */
    providerMessageId: z.string().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OutboxMessage' });

export const listOutboxQuerySchema = listQuerySchema(['createdAt'] as const, '-createdAt').extend({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  state: z.enum(OUTBOX_STATES).optional(),
  recipient: z.string().trim().max(254).optional(),
});

export const outboxIdParamsSchema = z.object({ id: serialIdSchema });

export const outboxProviderParamsSchema = z.object({ provider: z.enum(OUTBOX_PROVIDERS) });

/**
 * A provider's status callback: its own fields, JSON or a form (Twilio), read by that provider's
 * adapter. `token` is the secret the operator put in the callback URL of providers that sign nothing.
 */
export const outboxStatusQuerySchema = z.object({
  token: z.string().max(200).optional(),
  outbox: serialIdSchema.optional(),
});
export const outboxStatusBodySchema = z.record(z.string(), z.unknown());

/** Meta's webhook verification (GET with hub.mode=subscribe): the challenge is echoed when the token matches. */
export const outboxVerifyQuerySchema = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().min(1).max(200),
  'hub.challenge': z.string().regex(/^[A-Za-z0-9._-]{1,200}$/),
});

export const outboxPageSchema = pageSchema(outboxMessageSchema).meta({ id: 'OutboxPage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
