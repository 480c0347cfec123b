import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifyEach } from '../../db/pubsub.js';
import type { PageRequest } from '../../lib/list/find-page.js';
import { notifications, type NotificationRow } from './notifications.table.js';

/** Every process LISTENs here; a payload names the new notification and its recipient. */
export const NOTIFICATIONS_CHANNEL = 'bayan_notifications';

export type NotificationContent = Pick<
  NotificationRow,
  'kind' | 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn' | 'link'
>;

export interface Created {
  id: number;
  userId: number;
}

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * A user's inbox, newest first, with the exact total: a live push from another process must
   * not leave the list's total behind (no count cache here; the count is one index range).
   */
  async findPage(userId: number, { page, limit, seen }: PageRequest & { seen?: boolean | undefined }) {
    const where = and(eq(notifications.userId, userId), seen === undefined ? undefined : eq(notifications.seen, seen));
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: count() }).from(notifications).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async countUnseen(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)));
    return row?.n ?? 0;
  }

  async findById(id: number): Promise<NotificationRow | undefined> {
    const [row] = await this.db.select().from(notifications).where(eq(notifications.id, id));
    return row;
  }

  /** Marks the user's own unseen notifications seen (all, or those of `ids`); answers how many changed. */
  async markSeen(userId: number, ids: number[] | 'all'): Promise<number> {
    if (ids !== 'all' && ids.length === 0) return 0;
    const rows = await this.db
      .update(notifications)
      .set({ seen: true })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.seen, false),
          ids === 'all' ? undefined : inArray(notifications.id, ids),
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** One notification per account, in one statement whatever their number. */
  async insertFor(userIds: number[], content: NotificationContent): Promise<Created[]> {
    if (userIds.length === 0) return [];
    const text = (value: string | null) => sql<string>`${value}::text`;
    // INSERT … SELECT names every column, in the table's order.
    const recipients = this.db
      .select({
        id: sql<number>`nextval(pg_get_serial_sequence('notifications', 'id'))`.as('id'),
        userId: sql<number>`r.value::int`.as('user_id'),
        kind: text(content.kind).as('kind'),
        titleAr: text(content.titleAr).as('title_ar'),
        titleEn: text(content.titleEn).as('title_en'),
        descriptionAr: text(content.descriptionAr).as('description_ar'),
        descriptionEn: text(content.descriptionEn).as('description_en'),
        link: text(content.link).as('link'),
        seen: sql<boolean>`false`.as('seen'),
        createdAt: sql<Date>`now()`.as('created_at'),
      })
      .from(sql`jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) with ordinality as r(value, n)`)
      .orderBy(sql`r.n`);
    const rows = await this.db
      .insert(notifications)
      .select(recipients)
      .returning({ id: notifications.id, userId: notifications.userId });
    return this.announce(rows);
  }

  /** NOTIFY on this repository's connection: inside a transaction, listeners hear it at commit. */
  private async announce(rows: Created[]): Promise<Created[]> {
    await notifyEach(
      this.db,
      NOTIFICATIONS_CHANNEL,
      rows.map((row) => JSON.stringify(row)),
    );
    return rows;
  }
}
