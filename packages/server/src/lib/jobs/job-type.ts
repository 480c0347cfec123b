import type { z } from 'zod';

/** A kind of job: its name in the `jobs.type` column and the zod schema of its payload. */
export interface JobType<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Attempts before the job is marked failed, unless the enqueue says otherwise. */
  maxAttempts: number;
}

export function defineJob<S extends z.ZodType>(name: string, payload: S, maxAttempts = 5): JobType<S> {
  return { name, payload, maxAttempts };
}

export interface JobContext {
  id: number;
  /** 1 on the first run; a run after a crash or a failure counts again. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Delivery is at least once: a worker that dies after the work but before marking the job done
 * leaves it to be run again, so a handler must tolerate running twice for the same payload.
 */
export type JobHandler<S extends z.ZodType> = (payload: z.output<S>, job: JobContext) => Promise<void>;

/** Thrown by a handler when retrying cannot help (a refused address, a vanished row): no more attempts. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
