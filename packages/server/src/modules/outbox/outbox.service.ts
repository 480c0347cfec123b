import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/jobs/queue.js';
import type { Transact, Tx } from '../../lib/module/transaction.js';
import type { OutboxRepository } from './outbox.repository.js';
import { deliverEmail, emailDeliveryJob } from './email-delivery.js';
import type { EmailTransport } from './email-transport.js';
import type { OutboxRow } from './outbox.table.js';

/** An email carries its HTML part beside the text (email-layout.ts renders both); an SMS is text only. */
export type OutgoingMessage = { recipient: string; subject: string; body: string } & (
  { channel: 'sms' } | { channel: 'email'; html: string }
);

/**
 * Sends email and SMS. Every message is first written to the outbox table; in the embedded
 * default that is where it stays (SUPERADMIN reads it at GET /api/outbox, so every flow can be
 * finished offline). With SMTP_URL, an email's row and its delivery job commit together, so a
 * crash after the reply still delivers it; the job retries a failing server with back-off and the
 * row records the outcome. SMS go through the outbox only until a provider adapter is configured.
 */
export class OutboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly clock: Clock,
    private readonly jobs: { queue: JobQueue; transact: Transact<{ outbox: OutboxRepository }> },
    private readonly email: EmailTransport | undefined,
  ) {
    if (email) jobs.queue.handle(emailDeliveryJob, deliverEmail(repository, clock, email));
  }

  /**
   * Writes the message (and with SMTP its delivery job). Given the caller's `tx`, both join it, so
   * the message exists exactly when the change it reports commits; without one they commit alone.
   */
  async send(message: OutgoingMessage, tx?: Tx): Promise<OutboxRow> {
    const createdAt = this.clock.now();
    const email = message.channel === 'email' && this.email !== undefined;
    return this.jobs.transact(async (repos, joined) => {
      const row = await repos.outbox.insert({ ...message, createdAt });
      if (email) await this.jobs.queue.enqueue(emailDeliveryJob, { outboxId: row.id }, { tx: joined });
      return row;
    }, tx);
  }

  findMessages(query: Parameters<OutboxRepository['findPage']>[0]) {
    return this.repository.findPage(query);
  }

  /** How many messages each channel has in each delivery state (/metrics). */
  countMessages() {
    return this.repository.countByChannelAndState();
  }

  close(): void {
    this.email?.close();
  }
}
