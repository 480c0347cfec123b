import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthSchema } from '@bayan/shared';
import { route } from '../../lib/http/route.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route('health.get'),
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      const db = await app.database.db
        .execute(sql`select 1`)
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      const body = { status: db === 'up' ? ('ok' as const) : ('degraded' as const), db, version: app.appVersion };
      return reply.code(db === 'up' ? 200 : 503).send(body);
    },
  });
};
