import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { defineJob, PermanentJobError } from '../../lib/jobs/job-type.js';
import type { EmailTransport } from './email-transport.js';
import type { OutboxRepository } from './outbox.repository.js';

/** Delivers one outbox row by SMTP; queued in the transaction that writes the row. */
export const emailDeliveryJob = defineJob('outbox.email', z.object({ outboxId: z.number().int().positive() }), 8);

/** SMTP 5xx replies are final (no such mailbox, policy refusal); 4xx and network errors may pass later. */
function isFinal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function deliverEmail(repository: OutboxRepository, clock: Clock, email: EmailTransport) {
  return async ({ outboxId }: { outboxId: number }): Promise<void> => {
    const row = await repository.findById(outboxId);
    if (!row) throw new PermanentJobError(`outbox #${outboxId} no longer exists`);
    // At least once: a worker that died between the SMTP server's reply and this mark sends it again.
    if (row.sentAt) return;
    try {
      await email.send({ to: row.recipient, subject: row.subject, text: row.body, html: row.html ?? undefined });
    } catch (error) {
      // Each attempt's error shows on the outbox row; the job keeps retrying unless it is final.
      await repository.markFailed(row.id, String(error));
      throw isFinal(error) ? new PermanentJobError(String(error)) : error;
    }
    await repository.markSent(row.id, clock.now());
  };
}
