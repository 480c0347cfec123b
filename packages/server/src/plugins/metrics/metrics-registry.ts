import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Clock } from '../../lib/clock.js';
import { observeRequests } from './http-metrics.js';
import { collectStateMetrics } from './state-metrics.js';

/**
 * The registry /metrics reads: prom-client's process metrics (event-loop lag, memory, CPU, GC),
 * every answer by route and status, and, read at each scrape, jobs, outbox messages and the pool.
 */
export function metricsRegistry(app: FastifyInstance, clock: Clock): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  observeRequests(app, registry);
  collectStateMetrics(registry, { database: app.database, outbox: app.services.outbox, clock, log: app.log });
  return registry;
}
