import type { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Tx } from '../module/transaction.js';
import type { JobHandler, JobType } from './job-type.js';
import { JobsRepository } from './jobs.repository.js';
import { JobRegistry } from './registry.js';

export interface EnqueueOptions {
  /** Not before this time; now by default. */
  runAt?: Date;
  maxAttempts?: number;
  /**
   * Names the logical job (`reminder:appointment:42`): while a job with this key is pending or
   * running, enqueueing it again adds nothing. Once it is done or failed the key is free again,
   * so a reminder for a moved appointment can be queued anew (done jobs are pruned anyway).
   */
  uniqueKey?: string;
  /** An open transaction: the job then commits, or vanishes, with the change. */
  tx?: Tx | undefined;
}

/** Where services queue durable work and register the handlers that do it. */
export class JobQueue {
  readonly registry = new JobRegistry();

  constructor(
    private readonly repository: JobsRepository,
    private readonly clock: Clock,
  ) {}

  handle<S extends z.ZodType>(type: JobType<S>, handler: JobHandler<S>): void {
    this.registry.handle(type, handler);
  }

  /** The new job's id; undefined when its unique key is already queued. */
  async enqueue<S extends z.ZodType>(
    type: JobType<S>,
    payload: z.input<S>,
    options: EnqueueOptions = {},
  ): Promise<number | undefined> {
    const now = this.clock.now();
    const repository = options.tx ? new JobsRepository(options.tx.db) : this.repository;
    return repository.insert({
      type: type.name,
      payload: type.payload.parse(payload),
      runAt: options.runAt ?? now,
      maxAttempts: options.maxAttempts ?? type.maxAttempts,
      uniqueKey: options.uniqueKey ?? null,
      createdAt: now,
    });
  }
}
