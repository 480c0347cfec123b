import type { OutboxChannel, OutboxProvider } from '@bayan/shared';
import type { AuditActor } from '../../lib/caller.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/http/app-error.js';
import type { JobHandler, JobType } from '../../lib/jobs/job-type.js';
import type { JobQueue } from '../../lib/jobs/queue.js';
import type { AuditWriter } from '../../lib/module/audit.js';
import type { Transact, Tx } from '../../lib/module/transaction.js';
import type { outboxIdPayload } from './delivery.js';
import { deliver, smsDeliveryJob, whatsappDeliveryJob } from './delivery.js';
import { deliverEmail, emailDeliveryJob } from './email-delivery.js';
import type { EmailTransport } from './email-transport.js';
import type { MessageProvider, StatusCallback } from './message-provider.js';
import type { OutboxRepository } from './outbox.repository.js';
import type { CalendarInvite, NewOutboxRow, OutboxRow } from './outbox.table.js';
import { whatsappTemplate, type WhatsAppKind } from './whatsapp/whatsapp.js';
import type { WhatsAppSettings } from './whatsapp/whatsapp-url.js';

/**
 * An email carries its HTML part beside the text (email-layout.ts renders both); an SMS is text
 * only, and says what it is for WhatsApp: with WHATSAPP_URL, a notice or reminder also goes there
 * as its template; a code only when a code template is configured. Unmarked texts never go there.
 */
export type OutgoingMessage = { recipient: string; subject: string; body: string } & (
  | { channel: 'sms'; whatsapp?: WhatsAppKind }
  | { channel: 'email'; html: string; calendar?: CalendarInvite | undefined }
);

/** The transports configured (SMTP_URL, SMS_URL, WHATSAPP_URL); a channel without one keeps its messages. */
export interface Transports {
  email?: EmailTransport | undefined;
  sms?: MessageProvider | undefined;
  whatsapp?: { provider: MessageProvider; settings: WhatsAppSettings } | undefined;
}

type DeliveryJob = JobType<typeof outboxIdPayload>;

interface OutboxDeps {
  queue: JobQueue;
  transact: Transact<{ outbox: OutboxRepository }>;
  audit: AuditWriter;
  /** PUBLIC_URL's origin: a signed callback's URL is the one the provider called. */
  publicOrigin: string;
}

/**
 * Sends email, SMS and WhatsApp messages. Every message is first written to the outbox table; a
 * channel without a transport keeps it there (the embedded default: SUPERADMIN reads it at GET
 * /api/outbox, so every flow can be finished offline). A channel with one commits the row and its
 * delivery job together, so a crash after the reply still delivers it; the job retries a failing
 * provider with back-off, and the row records its state, the provider's reason and id.
 */
export class OutboxService {
  private readonly jobs = new Map<OutboxChannel, DeliveryJob>();

  constructor(
    private readonly repository: OutboxRepository,
    private readonly clock: Clock,
    private readonly deps: OutboxDeps,
    private readonly transports: Transports,
  ) {
    const { email, sms, whatsapp } = transports;
    if (email) this.serve('email', emailDeliveryJob, deliverEmail(repository, clock, email));
    if (sms) this.serve('sms', smsDeliveryJob, deliver(repository, clock, sms));
    if (whatsapp) this.serve('whatsapp', whatsappDeliveryJob, deliver(repository, clock, whatsapp.provider));
  }

  private serve(channel: OutboxChannel, job: DeliveryJob, handler: JobHandler<typeof outboxIdPayload>): void {
    this.jobs.set(channel, job);
    this.deps.queue.handle(job, handler);
  }

  /**
   * Writes the message, and its WhatsApp twin when that channel carries its kind, each with its
   * delivery job when its channel has a transport. Given the caller's `tx`, all join it, so the
   * messages exist exactly when the change they report commits; without one they commit alone.
   */
  async send(message: OutgoingMessage, tx?: Tx): Promise<OutboxRow> {
    const { whatsapp: kind, ...text } = message.channel === 'sms' ? message : { ...message, whatsapp: undefined };
    const createdAt = this.clock.now();
    const settings = this.transports.whatsapp?.settings;
    const template = kind && settings ? whatsappTemplate(settings, kind, text.body) : undefined;
    return this.deps.transact(async (repos, joined) => {
      const row = await this.write(repos.outbox, joined, { ...text, createdAt });
      if (template) await this.write(repos.outbox, joined, { ...text, channel: 'whatsapp', createdAt, template });
      return row;
    }, tx);
  }

  private async write(repository: OutboxRepository, tx: Tx, values: NewOutboxRow): Promise<OutboxRow> {
    const job = this.jobs.get(values.channel);
    const row = await repository.insert({ ...values, state: job ? 'queued' : 'kept' });
    if (job) await this.deps.queue.enqueue(job, { outboxId: row.id }, { tx, uniqueKey: `outbox:${row.id}` });
    return row;
  }

  /** POST /api/outbox/:id/resend: a failed message queued for delivery again, audited. */
  async resend(id: number, caller: AuditActor): Promise<OutboxRow> {
    return this.deps.transact(async (repos, tx) => {
      const before = await repos.outbox.findById(id);
      if (!before) throw new AppError('OUTBOX_MESSAGE_NOT_FOUND');
      const job = this.jobs.get(before.channel);
      if (before.state !== 'failed') throw new AppError('OUTBOX_NOT_FAILED');
      if (!job) throw new AppError('OUTBOX_CHANNEL_OFF');
      // Conditional: of two resends at once, one re-queues it and the other finds it no longer failed.
      const row = await repos.outbox.requeue(id);
      if (!row) throw new AppError('OUTBOX_NOT_FAILED');
      await this.deps.queue.enqueue(job, { outboxId: id }, { tx, uniqueKey: `outbox:${id}` });
      await this.deps.audit.record(
        caller,
        {
          action: 'message.resend',
          entity: 'message',
          entityId: id,
          before: { state: 'failed', error: before.error },
          after: { channel: before.channel },
        },
        { tx },
      );
      return row;
    });
  }

  /** The configured SMS or WhatsApp provider of that name, and the channel it serves. */
  private providerNamed(name: OutboxProvider): { channel: OutboxChannel; provider: MessageProvider } | undefined {
    const { sms, whatsapp } = this.transports;
    if (sms?.provider === name) return { channel: 'sms', provider: sms };
    if (whatsapp?.provider.provider === name) return { channel: 'whatsapp', provider: whatsapp.provider };
    return undefined;
  }

  /**
   * A provider's status callback, once it proved to be the provider's: each message it settles
   * becomes delivered or failed. A message that is not ours (another system on the same account)
   * is passed over: the provider gets its 2xx and does not retry.
   */
  async reportStatus(name: OutboxProvider, callback: Omit<StatusCallback, 'url'> & { path: string }): Promise<void> {
    const found = this.providerNamed(name);
    if (!found?.provider.status) throw new AppError('OUTBOX_PROVIDER_OFF');
    const reports = found.provider.status({ ...callback, url: `${this.deps.publicOrigin}${callback.path}` });
    const at = this.clock.now();
    for (const report of reports) await this.repository.report(found.channel, name, report, at);
  }

  /** Meta's webhook subscription check: the challenge, when the verify token matches. */
  verifyStatus(name: OutboxProvider, query: Record<string, string>): string {
    const verify = this.providerNamed(name)?.provider.verify;
    if (!verify) throw new AppError('OUTBOX_PROVIDER_OFF');
    return verify(query);
  }

  findMessages(query: Parameters<OutboxRepository['findPage']>[0]) {
    return this.repository.findPage(query);
  }

  /** How many messages each channel has in each delivery state (/metrics). */
  countMessages() {
    return this.repository.countByChannelAndState();
  }

  /** The start log's line: where each channel's messages go. */
  describe(): string {
    const { email, sms, whatsapp } = this.transports;
    const parts = [
      email ? 'email by SMTP' : 'email kept in the outbox (SMTP_URL unset)',
      sms ? `SMS through ${sms.provider}` : 'SMS kept in the outbox (no SMS provider: SMS_URL unset)',
      whatsapp ? 'WhatsApp on' : 'WhatsApp off',
    ];
    const callbacks = [sms?.callback, whatsapp?.provider.callback].filter(Boolean);
    return `Messages: ${parts.join(', ')}${callbacks.length ? `; status callbacks at ${callbacks.join(' and ')}` : ''}`;
  }

  close(): void {
    this.transports.email?.close();
  }
}
