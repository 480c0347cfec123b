import type { PubSub } from '../../db/pubsub.js';
import type { Clock } from '../clock.js';
import type { JobsRepository } from './jobs.repository.js';
import { JobQueue } from './queue.js';
import { JobRunner, type RunnerOptions } from './runner.js';

/** The queue services enqueue on and register handlers with, and this process's runner of it. */
export function createJobs(repository: JobsRepository, clock: Clock, pubsub: PubSub, options: RunnerOptions) {
  const queue = new JobQueue(repository, clock);
  return { queue, runner: new JobRunner(repository, queue.registry, clock, pubsub, options) };
}
