import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  listOutboxQuerySchema,
  outboxIdParamsSchema,
  outboxMessageSchema,
  outboxPageSchema,
  type OutboxMessage,
  type Page,
} from '@bayan/shared';
import { route } from '../../lib/http/route.js';
import { outboxStatusRoutes } from './outbox.status.routes.js';
import type { OutboxRow } from './outbox.table.js';

const tags = ['outbox'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const iso = (at: Date | null) => at?.toISOString() ?? null;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    state: row.state,
    error: row.error,
    attempts: row.attempts,
    provider: row.provider,
    providerMessageId: row.providerMessageId,
    deliveredAt: iso(row.deliveredAt),
  };
}

/** What the product sent or would have sent (SUPERADMIN): how flows finish offline in the embedded default. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outbox } = app.services;

  app.route({
    ...route('outbox.list'),
    schema: {
      tags,
      summary: 'Sent emails, SMS and WhatsApp messages, newest first, with each one’s delivery state',
      querystring: listOutboxQuerySchema,
      response: { 200: outboxPageSchema, ...errors },
    },
    handler: async (request): Promise<Page<OutboxMessage>> => {
      const { page, limit, channel, state, recipient } = request.query;
      const { rows, total } = await outbox.findMessages({ page, limit, channel, state, recipient });
      return { data: rows.map(toMessage), total, currentPage: page };
    },
  });

  app.route({
    ...route('outbox.resend'),
    schema: {
      tags,
      summary: 'Queue a failed message for delivery again (its channel’s provider retries it with back-off)',
      params: outboxIdParamsSchema,
      response: { 200: outboxMessageSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => toMessage(await outbox.resend(request.params.id, await request.caller())),
  });

  await app.register(outboxStatusRoutes);
};
