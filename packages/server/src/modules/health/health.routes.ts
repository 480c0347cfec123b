import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthSchema, readinessSchema } from '@bayan/shared';
import { route } from '../../lib/http/route.js';
import { readiness } from './readiness.js';

const tags = ['health'];

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route('health.get'),
    schema: {
      tags,
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

  app.route({
    ...route('health.ready'),
    schema: {
      tags,
      summary: 'Readiness for a load balancer: database, migrations and jobs worker (503 names what is not ready)',
      response: { 200: readinessSchema, 503: readinessSchema },
    },
    handler: async (_request, reply) => {
      const body = await readiness(app.database, app.services.jobRunner);
      return reply.code(body.status === 'ready' ? 200 : 503).send(body);
    },
  });
};
