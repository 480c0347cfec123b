import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { JobsRepository } from '../../lib/jobs/jobs.repository.js';
import type { OutboxService } from '../../modules/outbox/outbox.service.js';

export interface StateSources {
  database: Database;
  outbox: Pick<OutboxService, 'countMessages'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * A gauge read from the database at each scrape. A failed read leaves it empty for that scrape
 * (logged), so the process's own metrics still come through while the database is away.
 */
function scraped<L extends string>(
  registry: Registry,
  log: FastifyBaseLogger,
  definition: { name: string; help: string; labelNames: readonly L[] },
  read: (set: (labels: Record<L, string>, value: number) => void) => Promise<void>,
): void {
  new Gauge<L>({
    ...definition,
    registers: [registry],
    async collect() {
      this.reset();
      await read((labels, value) => this.set(labels, value)).catch((error: unknown) =>
        log.warn({ err: error }, `metrics: ${definition.name} could not be read`),
      );
    },
  });
}

/** The state the process shares with the others: jobs, outbox messages, and this process's connection pool. */
export function collectStateMetrics(registry: Registry, { database, outbox, clock, log }: StateSources): void {
  const jobs = new JobsRepository(database.db);
  scraped(
    registry,
    log,
    {
      name: 'bayan_jobs',
      help: 'Background jobs by type and state: due (pending, their time come), running, failed (gave up)',
      labelNames: ['type', 'state'],
    },
    async (set) => {
      for (const { type, ...states } of await jobs.countByType(clock.now())) {
        for (const [state, value] of Object.entries(states)) set({ type, state }, value);
      }
    },
  );
  scraped(
    registry,
    log,
    {
      name: 'bayan_outbox_messages',
      help: 'Outbox messages by channel and delivery state',
      labelNames: ['channel', 'state'],
    },
    async (set) => {
      for (const { channel, state, count } of await outbox.countMessages()) set({ channel, state }, count);
    },
  );
  if (database.kind !== 'postgres') return;
  const { pool } = database;
  new Gauge({
    name: 'bayan_db_pool_connections',
    help: "This process's PostgreSQL connections: total open, idle, and requests waiting for one",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
