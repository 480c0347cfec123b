import { and, eq } from 'drizzle-orm';
import type { CalendarFeedKind, Language } from '@bayan/shared';
import type { Db } from '../../../db/client.js';
import { calendarFeeds, type CalendarFeedRow } from './calendar-feeds.table.js';

/** Calendar feeds, found by their owner or by the hash of their token. */
export class CalendarFeedsRepository {
  constructor(private readonly db: Db) {}

  async findOf(userId: number, kind: CalendarFeedKind): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.kind, kind)));
    return row;
  }

  async findByHash(tokenHash: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
    return row;
  }

  /**
   * Turns the feed on with this token's hash, or replaces its hash: one statement, so two at once
   * leave one link, and the old hash matches nothing as soon as it commits.
   */
  async put(values: { userId: number; kind: CalendarFeedKind; lang: Language; tokenHash: string; createdAt: Date }) {
    const [row] = await this.db
      .insert(calendarFeeds)
      .values(values)
      .onConflictDoUpdate({
        target: [calendarFeeds.userId, calendarFeeds.kind],
        set: { tokenHash: values.tokenHash, lang: values.lang, createdAt: values.createdAt },
      })
      .returning();
    return row!;
  }

  /** Turns the feed off; the row it removed, or undefined when it was off already. */
  async remove(userId: number, kind: CalendarFeedKind): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.kind, kind)))
      .returning();
    return row;
  }
}
