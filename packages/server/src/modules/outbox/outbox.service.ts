import type { Background } from '../../lib/background/background.js';
import type { Clock } from '../../lib/clock.js';
import type { OutboxRepository } from './outbox.repository.js';
import type { EmailTransport } from './email-transport.js';
import type { OutboxRow } from './outbox.table.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Sends email and SMS. Every message is first written to the outbox table; in the embedded
 * default that is where it stays (SUPERADMIN reads it at GET /api/outbox, so every flow can be
 * finished offline). With SMTP_URL, emails are then delivered and the row records the outcome.
 * SMS go through the outbox only until a provider adapter is configured.
 */
export class OutboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly clock: Clock,
    private readonly background: Background,
    private readonly email: EmailTransport | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<OutboxRow> {
    const row = await this.repository.insert({ ...message, createdAt: this.clock.now() });
    const email = this.email;
    if (message.channel === 'email' && email)
      this.background.run(`email delivery, outbox #${row.id}`, () => this.deliver(row, email));
    return row;
  }

  /** Delivery happens after the reply: a slow mail server must not slow down or fail the request. */
  private async deliver(row: OutboxRow, email: EmailTransport): Promise<void> {
    try {
      await email.send({ to: row.recipient, subject: row.subject, text: row.body });
      await this.repository.markSent(row.id, this.clock.now());
    } catch (error) {
      // The row keeps the failure for the outbox page; the log gets the error itself.
      await this.repository.markFailed(row.id, String(error)).catch(() => undefined);
      throw error;
    }
  }

  findMessages(query: Parameters<OutboxRepository['findPage']>[0]) {
    return this.repository.findPage(query);
  }

  close(): void {
    this.email?.close();
  }
}
