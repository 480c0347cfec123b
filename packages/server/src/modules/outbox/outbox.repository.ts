import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import { findPage } from '../../lib/list/find-page.js';
import { outbox, type NewOutboxRow, type OutboxRow } from './outbox.table.js';

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

  async markSent(id: number, at: Date): Promise<void> {
    await this.db.update(outbox).set({ sentAt: at, error: null }).where(eq(outbox.id, id));
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({ error: error.slice(0, 1000) })
      .where(eq(outbox.id, id));
  }

  /**
   * Messages by channel and delivery state (/metrics): queued while neither sent nor failed, sent
   * once `sentAt` is set, failed when an error is recorded and it was never sent.
   */
  countByChannelAndState(): Promise<{ channel: OutboxRow['channel']; state: string; count: number }[]> {
    const state = sql<string>`case when ${outbox.sentAt} is not null then 'sent' when ${outbox.error} is not null then 'failed' else 'queued' end`;
    return this.db
      .select({ channel: outbox.channel, state, count: count() })
      .from(outbox)
      .groupBy(outbox.channel, state);
  }

  /** Newest first. */
  async findPage(query: { page: number; limit: number; channel?: 'email' | 'sms'; recipient?: string }) {
    const conditions: SQL[] = [];
    if (query.channel) conditions.push(eq(outbox.channel, query.channel));
    if (query.recipient) conditions.push(eq(outbox.recipient, query.recipient));
    const where = and(...conditions);
    return findPage<OutboxRow>({
      db: this.db,
      counts: this.counts,
      table: outbox,
      where,
      filterKey: JSON.stringify([query.channel ?? null, query.recipient ?? null]),
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
}
