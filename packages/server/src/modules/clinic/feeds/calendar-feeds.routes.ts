import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedFileParamsSchema,
  calendarFeedLinkSchema,
  calendarFeedSchema,
  errorBodySchema,
} from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES } from '../clinic-responses.js';

const tags = ['calendar feeds'];
const errors = CLINIC_ERROR_RESPONSES;

/**
 * A feed holds personal data behind a secret URL: kept by no shared cache, fetched afresh by the
 * subscriber (a change or a turned-off link shows at the next poll), never indexed.
 */
const FEED_HEADERS = {
  'content-type': 'text/calendar; charset=utf-8',
  'content-disposition': 'inline; filename="bayan.ics"',
  'cache-control': 'private, no-cache',
  'x-robots-tag': 'noindex',
};

/** The owner's switch for their calendar feed, and the feed itself (public: the token is the key). */
export const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feeds } = app.services.clinic;

  app.route({
    ...route('clinic.calendarFeed'),
    schema: {
      tags,
      summary: 'Whether the caller’s calendar feed is on, and since when its link works',
      response: { 200: calendarFeedSchema, ...errors },
    },
    handler: async (request) => feeds.mine(await request.caller()),
  });

  app.route({
    ...route('clinic.issueCalendarFeed'),
    schema: {
      tags,
      summary:
        'Turn the calendar feed on, or replace its link (the old link stops at once); the new link is answered this once',
      response: { 200: calendarFeedLinkSchema, ...errors },
    },
    handler: async (request) => feeds.issue(await request.caller()),
  });

  app.route({
    ...route('clinic.revokeCalendarFeed'),
    schema: {
      tags,
      summary: 'Turn the calendar feed off: its link stops at once',
      response: { 200: calendarFeedSchema, ...errors },
    },
    handler: async (request) => feeds.revoke(await request.caller()),
  });

  app.route({
    ...route('clinic.calendarFeedFile'),
    schema: {
      tags,
      summary:
        'The feed (iCalendar): the owner’s appointments from 30 days ago on; no login, the token is the key; 404 for an unknown, replaced or turned-off link',
      params: calendarFeedFileParamsSchema,
      produces: ['text/calendar'],
      response: {
        200: z.unknown().describe('An iCalendar file: text/calendar; charset=utf-8'),
        ...errors,
        429: errorBodySchema,
      },
    },
    handler: async (request, reply) =>
      reply.headers(FEED_HEADERS).send(await feeds.file(request.params.file, request.client)),
  });
};
