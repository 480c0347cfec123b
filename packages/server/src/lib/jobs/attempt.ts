import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { withoutParams } from '../log/safe-error.js';
import { retryDelay } from './backoff.js';
import { PermanentJobError } from './job-type.js';
import type { JobsRepository } from './jobs.repository.js';
import type { JobRow } from './jobs.table.js';
import type { JobRegistry } from './registry.js';

export type Logger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

interface AttemptDeps {
  repository: JobsRepository;
  registry: JobRegistry;
  clock: Clock;
  worker: string;
  logger: Logger;
  leaseMs: number;
  random: () => number;
}

/**
 * Runs one claimed job outside the claim's transaction, renewing its lease meanwhile so that a
 * long job is not taken for a dead one; then marks it done, or records the error and schedules
 * the next attempt, or fails it for good after the last one.
 */
export async function attemptJob(job: JobRow, deps: AttemptDeps): Promise<void> {
  const { repository, clock, worker, leaseMs, logger } = deps;
  const heartbeat = setInterval(() => {
    repository.extendLease(job, worker, new Date(clock.now().getTime() + leaseMs)).catch(() => undefined);
  }, leaseMs / 3).unref();
  let failure: { error: unknown } | undefined;
  try {
    await deps.registry.run(job);
  } catch (error) {
    failure = { error };
  } finally {
    clearInterval(heartbeat);
  }
  if (failure) return recordFailure(job, failure.error, deps);
  await repository.complete(job, worker, clock.now()).catch((error: unknown) => {
    logger.error({ err: error, job: job.id }, 'could not mark a job done; it runs again when its lease expires');
  });
}

async function recordFailure(job: JobRow, error: unknown, deps: AttemptDeps): Promise<void> {
  const { repository, clock, worker, logger } = deps;
  const now = clock.now();
  const last = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
  const retryAt = last ? undefined : new Date(now.getTime() + retryDelay(job.attempts, deps.random));
  const context = { err: error, job: { id: job.id, type: job.type, attempt: job.attempts } };
  if (last) logger.error(context, 'job failed for good');
  else logger.warn({ ...context, retryAt }, 'job failed, will retry');
  // Kept in the jobs table for whoever investigates: without a failed query's parameter values.
  await repository.fail(job, worker, withoutParams(String(error)), now, retryAt).catch((failed: unknown) => {
    logger.error({ err: failed, job: context.job }, 'could not record a job failure; its lease will expire');
  });
}
