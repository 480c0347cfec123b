import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OutboxChannel, OutboxState } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import { findPage } from '../../lib/list/find-page.js';
import { outbox, type NewOutboxRow, type OutboxRow } from './outbox.table.js';

/** What a provider's status callback says of one of its messages. */
export interface StatusReport {
  /** The provider's id of the message, or ours when the callback carries it back. */
  messageId?: string | undefined;
  outboxId?: number | undefined;
  state: 'delivered' | 'failed';
  reason?: string | undefined;
}

export class OutboxRepository {
  constructor(
    private readonly db: Db,
    private readonly counts: CountCache,
  ) {}

  async insert(values: NewOutboxRow): Promise<OutboxRow> {
    const [row] = await this.db.insert(outbox).values(values).returning();
    this.counts.invalidate('outbox');
    return row!;
  }

  async findById(id: number): Promise<OutboxRow | undefined> {
    const [row] = await this.db.select().from(outbox).where(eq(outbox.id, id));
    return row;
  }

  /**
   * The provider took the message: its id and the sent state in one write, so a later attempt of
   * the same job sees it and sends nothing. A callback that came first (delivered) is kept.
   */
  async markSent(id: number, at: Date, provider: string, messageId: string | undefined): Promise<void> {
    await this.update(id, {
      sentAt: at,
      error: null,
      attempts: sql`${outbox.attempts} + 1`,
      provider,
      providerMessageId: messageId ?? null,
      state: sql`case when ${outbox.state} = 'delivered' then ${outbox.state} else 'sent'::outbox_state end`,
    });
  }

  /** One attempt failed: its reason shows; `final` ends the delivery (no more attempts will come). */
  async markFailed(id: number, error: string, provider: string, final: boolean): Promise<void> {
    await this.update(id, {
      error: error.slice(0, 1000),
      attempts: sql`${outbox.attempts} + 1`,
      provider,
      ...(final ? { state: 'failed' as const } : {}),
    });
  }

  /**
   * A failed message back to the queue, to be sent anew (one the provider took and then reported
   * undelivered too: its id goes); undefined when it is not failed (any more).
   */
  async requeue(id: number): Promise<OutboxRow | undefined> {
    const [row] = await this.db
      .update(outbox)
      .set({ state: 'queued', sentAt: null, providerMessageId: null, deliveredAt: null })
      .where(and(eq(outbox.id, id), eq(outbox.state, 'failed')))
      .returning();
    if (row) this.counts.invalidate('outbox');
    return row;
  }

  /**
   * Applies a status callback to the message it names on `channel`, by the provider's id or ours;
   * undefined when there is no such message. A sent (or still queued: the callback can overtake
   * our own record of the send) message becomes delivered or failed; a settled one stays.
   */
  async report(channel: OutboxChannel, provider: string, report: StatusReport, at: Date) {
    const byId = report.messageId
      ? and(eq(outbox.provider, provider), eq(outbox.providerMessageId, report.messageId))
      : undefined;
    const byOutbox = report.outboxId ? eq(outbox.id, report.outboxId) : undefined;
    const named = byId && byOutbox ? sql`(${byId} or ${byOutbox})` : (byId ?? byOutbox);
    if (!named) return undefined;
    const [row] = await this.db
      .select()
      .from(outbox)
      .where(and(named, eq(outbox.channel, channel)))
      .limit(1);
    if (!row) return undefined;
    const open: OutboxState[] = ['queued', 'sent'];
    await this.db
      .update(outbox)
      .set(
        report.state === 'delivered'
          ? { state: 'delivered', deliveredAt: at }
          : { state: 'failed', error: (report.reason ?? 'undelivered').slice(0, 1000) },
      )
      .where(and(eq(outbox.id, row.id), inArray(outbox.state, open)));
    this.counts.invalidate('outbox');
    return row;
  }

  /** Messages by channel and delivery state (/metrics). */
  countByChannelAndState(): Promise<{ channel: OutboxChannel; state: OutboxState; count: number }[]> {
    return this.db
      .select({ channel: outbox.channel, state: outbox.state, count: count() })
      .from(outbox)
      .groupBy(outbox.channel, outbox.state);
  }

  /** Newest first. */
  async findPage(query: {
    page: number;
    limit: number;
    channel?: OutboxChannel | undefined;
    state?: OutboxState | undefined;
    recipient?: string | undefined;
  }) {
    const conditions: SQL[] = [];
    if (query.channel) conditions.push(eq(outbox.channel, query.channel));
    if (query.state) conditions.push(eq(outbox.state, query.state));
    if (query.recipient) conditions.push(eq(outbox.recipient, query.recipient));
    const where = and(...conditions);
    return findPage<OutboxRow>({
      db: this.db,
      counts: this.counts,
      table: outbox,
      where,
      filterKey: JSON.stringify([query.channel ?? null, query.state ?? null, query.recipient ?? null]),
      page: query.page,
      limit: query.limit,
      rows: (limit, offset) =>
        this.db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(limit)
          .offset(offset),
    });
  }

  private async update(id: number, values: PgUpdateSetSource<typeof outbox>): Promise<void> {
    await this.db.update(outbox).set(values).where(eq(outbox.id, id));
    this.counts.invalidate('outbox');
  }
}
