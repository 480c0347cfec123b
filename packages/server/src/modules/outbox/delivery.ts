import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { defineJob, PermanentJobError, type JobContext } from '../../lib/jobs/job-type.js';
import type { OutboxRepository } from './outbox.repository.js';
import type { OutboxRow } from './outbox.table.js';

/** Every channel's delivery job names the outbox row it delivers. */
export const outboxIdPayload = z.object({ outboxId: z.number().int().positive() });

/** Delivers one SMS (SMS_URL's provider); queued in the transaction that writes the row. */
export const smsDeliveryJob = defineJob('outbox.sms', outboxIdPayload, 8);
/** Delivers one WhatsApp template message (WHATSAPP_URL); queued in the transaction that writes the row. */
export const whatsappDeliveryJob = defineJob('outbox.whatsapp', outboxIdPayload, 8);

/** How one channel's messages leave: its provider, the send, and which failures retrying cannot change. */
export interface Courier {
  /** Its name on the rows it took (`smtp`, `unifonic`, `whatsapp`…). */
  provider: string;
  /** Hands the message over; the provider's id of it when the provider gives one. */
  send(row: OutboxRow): Promise<string | undefined>;
  /** A refusal (a refused number or address, a provider's refusal code): no more attempts. */
  isFinal(error: unknown): boolean;
}

/**
 * A provider's answer that says what went wrong: `final` when retrying cannot help (a 4xx, a
 * documented refusal), temporary otherwise (a timeout, the network, a 5xx or 429). A provider may
 * quote the number it refused; the reason also reaches the jobs table and the logs, so phone
 * numbers in it are masked.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message.replace(/\+?\d[\d ]{7,}\d/g, '…'));
  }
}

export const isFinalProviderError = (error: unknown) => error instanceof ProviderError && error.final;

const reasonOf = (error: unknown) => (error instanceof ProviderError ? error.message : String(error));

/**
 * The delivery job of one channel, for the outbox row its payload names: at least once, and never
 * again to the provider once it took the message. The provider's id and the sent state are written
 * together, and a later run of the same job (a retry, or a second worker after a lapsed lease) finds
 * them and sends nothing. What remains is a worker that dies after the provider accepted and before
 * that write commits: the job runs again and the message goes twice. The generic webhook carries a
 * stable webhook-id for its receiver to drop the copy; the other providers document no such key.
 */
export function deliver(repository: OutboxRepository, clock: Clock, courier: Courier) {
  return async ({ outboxId }: z.output<typeof outboxIdPayload>, job: JobContext): Promise<void> => {
    const row = await repository.findById(outboxId);
    if (!row) throw new PermanentJobError(`outbox #${outboxId} no longer exists`);
    if (row.sentAt) return;
    let messageId: string | undefined;
    try {
      messageId = await courier.send(row);
    } catch (error) {
      // Each attempt's reason shows on the row; the row fails with the job's last attempt or a refusal.
      const final = courier.isFinal(error) || job.attempt >= job.maxAttempts;
      await repository.markFailed(row.id, reasonOf(error), courier.provider, final);
      throw final ? new PermanentJobError(reasonOf(error)) : error;
    }
    await repository.markSent(row.id, clock.now(), courier.provider, messageId);
  };
}
