import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['up', 'down']),
    version: z.string(),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;

/** What a load balancer reads at /api/ready: each part's state, and `not_ready` (503) while any part is not. */
export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.enum(['up', 'down']),
    /** `unknown` while the database does not answer. */
    migrations: z.enum(['applied', 'pending', 'unknown']),
    jobs: z.enum(['running', 'stopped']),
  })
  .meta({ id: 'Readiness' });

export type Readiness = z.infer<typeof readinessSchema>;
