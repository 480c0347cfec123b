import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announceResultSchema,
  announceSchema,
  errorBodySchema,
  listNotificationsQuerySchema,
  markSeenResultSchema,
  markSeenSchema,
  NOTIFICATION_PAGINATION_HEADERS,
  NOTIFICATION_STREAM_EVENT,
  notificationSchema,
  unreadCountSchema,
} from '@bayan/shared';
import { route } from '../../lib/http/route.js';
import { EventStreams } from './notifications.sse.js';

const tags = ['notifications'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The caller's own inbox; an admin may also send announcements. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;
  const streams = new EventStreams();
  notifications.useLogger(app.log);
  app.addHook('preClose', (done) => {
    streams.endAll();
    done();
  });

  app.route({
    ...route('notifications.list'),
    schema: {
      tags,
      summary: 'List my notifications, newest first (pagination in the x-pagination-* headers)',
      querystring: listNotificationsQuerySchema,
      response: { 200: z.array(notificationSchema), ...errors },
    },
    handler: async (request, reply) => {
      const { items, total } = await notifications.findNotifications(
        (await request.caller()).accountId,
        request.query,
        request.lang,
      );
      const [count, page, totalHeader] = NOTIFICATION_PAGINATION_HEADERS;
      return reply
        .header(count, items.length)
        .header(page, request.query.page)
        .header(totalHeader, total)
        .header('access-control-expose-headers', NOTIFICATION_PAGINATION_HEADERS.join(', '))
        .send(items);
    },
  });

  app.route({
    ...route('notifications.unreadCount'),
    schema: {
      tags,
      summary: 'How many of my notifications are unseen',
      response: { 200: unreadCountSchema, ...errors },
    },
    handler: async (request) => ({ unread: await notifications.unreadCount((await request.caller()).accountId) }),
  });

  app.route({
    ...route('notifications.markSeen'),
    schema: {
      tags,
      summary: 'Mark some or all of my notifications seen',
      body: markSeenSchema,
      response: { 200: markSeenResultSchema, ...errors },
    },
    handler: async (request) => ({
      updated: await notifications.markSeen((await request.caller()).accountId, request.body),
    }),
  });

  app.route({
    ...route('notifications.announce'),
    schema: {
      tags,
      summary: 'Send an announcement to one account or to every active account of a role',
      body: announceSchema,
      response: { 201: announceResultSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ created: await notifications.announce(request.body, await request.caller()) }),
  });

  app.route({
    ...route('notifications.stream'),
    schema: {
      tags,
      summary: `My new notifications, live: server-sent events named "${NOTIFICATION_STREAM_EVENT}"`,
      description: 'Read it with fetch() and the bearer header. A comment line every 25 s keeps it open.',
      produces: ['text/event-stream'],
      response: { 200: z.unknown().describe('text/event-stream'), ...errors },
    },
    handler: async (request, reply) => {
      const userId = (await request.caller()).accountId;
      const stream = await streams.open(userId, (send) =>
        notifications.subscribe(userId, request.lang, (n) => send(NOTIFICATION_STREAM_EVENT, n)),
      );
      reply.raw.once('close', () => stream.destroy());
      return reply
        .headers({
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          // The stream's end (shutdown, expiry) then closes the socket, rather than leaving it for keep-alive.
          connection: 'close',
        })
        .send(stream);
    },
  });
};
