import type { Clock } from '../../lib/clock.js';
import { defineJob } from '../../lib/jobs/job-type.js';
import { deliver, outboxIdPayload } from './delivery.js';
import type { EmailTransport } from './email-transport.js';
import type { OutboxRepository } from './outbox.repository.js';

/** Delivers one outbox row by SMTP; queued in the transaction that writes the row. */
export const emailDeliveryJob = defineJob('outbox.email', outboxIdPayload, 8);

/** SMTP 5xx replies are final (no such mailbox, policy refusal); 4xx and network errors may pass later. */
function isFinal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function deliverEmail(repository: OutboxRepository, clock: Clock, email: EmailTransport) {
  return deliver(repository, clock, {
    provider: 'smtp',
    isFinal,
    async send(row) {
      const { recipient: to, subject, body: text } = row;
      await email.send({
        to,
        subject,
        text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.calendar ? { calendar: row.calendar } : {}),
      });
      return undefined;
    },
  });
}
