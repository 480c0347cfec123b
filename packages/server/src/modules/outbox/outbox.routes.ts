import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, listOutboxQuerySchema, outboxPageSchema, type OutboxMessage, type Page } from '@bayan/shared';
import { route } from '../../lib/http/route.js';
import type { OutboxRow } from './outbox.table.js';

const tags = ['outbox'];

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** What the product sent or would have sent (SUPERADMIN): how flows finish offline in the embedded default. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outbox } = app.services;

  app.route({
    ...route('outbox.list'),
    schema: {
      tags,
      summary: 'Sent emails and SMS, newest first',
      querystring: listOutboxQuerySchema,
      response: { 200: outboxPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
    },
    handler: async (request): Promise<Page<OutboxMessage>> => {
      const { page, limit, channel, recipient } = request.query;
      const { rows, total } = await outbox.findMessages({ page, limit, channel, recipient });
      return { data: rows.map(toMessage), total, currentPage: page };
    },
  });
};
