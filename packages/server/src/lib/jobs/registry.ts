import { z } from 'zod';
import { PermanentJobError, type JobHandler, type JobType } from './job-type.js';
import type { JobRow } from './jobs.table.js';

interface Entry {
  type: JobType;
  handler: JobHandler<z.ZodType>;
}

/** Which handler runs each job type in this process; a runner only claims the types registered here. */
export class JobRegistry {
  private readonly entries = new Map<string, Entry>();

  handle<S extends z.ZodType>(type: JobType<S>, handler: JobHandler<S>): void {
    if (this.entries.has(type.name)) throw new Error(`job type ${type.name} already has a handler`);
    this.entries.set(type.name, { type, handler: handler as JobHandler<z.ZodType> });
  }

  types(): string[] {
    return [...this.entries.keys()];
  }

  /** Runs one claimed job; a payload its schema no longer accepts cannot succeed on a retry either. */
  async run(job: JobRow): Promise<void> {
    const entry = this.entries.get(job.type);
    if (!entry) throw new PermanentJobError(`no handler for job type ${job.type}`);
    const parsed = entry.type.payload.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError(`invalid payload: ${z.prettifyError(parsed.error)}`);
    await entry.handler(parsed.data, { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts });
  }
}
