import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/http/app-error.js';
import { bearerMatches } from './bearer.js';

interface MetricsOptions {
  /** METRICS_TOKEN; without it there are no metrics and /metrics answers 404. */
  token: string | undefined;
  clock: Clock;
}

/**
 * Prometheus metrics at /metrics (prom-client) for a scraper holding METRICS_TOKEN as its bearer:
 * prom-client's process metrics (event-loop lag, memory, CPU, GC), every answer by route and
 * status, and, read at each scrape, jobs, outbox messages and the connection pool. Like
 * /robots.txt, no part of the API (outside the OpenAPI document and the permission map).
 */
export default fp<MetricsOptions>(async (app, { token, clock }) => {
  // prom-client is loaded only when metrics are on: a process without METRICS_TOKEN starts without it.
  const registry = token ? (await import('./metrics-registry.js')).metricsRegistry(app, clock) : undefined;

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token || !registry) throw new AppError('NOT_FOUND');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('METRICS_TOKEN_REQUIRED');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
});
