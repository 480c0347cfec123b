import { asc, eq } from 'drizzle-orm';
import { notifications } from '../modules/notifications/notifications.table.js';
import { outbox, type OutboxRow } from '../modules/outbox/outbox.table.js';
import { users, type UserRow } from '../modules/users/users.table.js';
import type { TestApp } from './test-app.js';
import { saudiMobile } from './users-fixtures.js';

/** Helpers for the tests of who hears of what: an account's inbox and its outbox messages, read from the tables. */

/** The account's inbox lines in English, `title: description`, oldest first (a BLOCKED account cannot log in to read them). */
export async function inboxOf(t: TestApp, user: Pick<UserRow, 'id'>): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(asc(notifications.id));
  return rows.map((row) => `${row.titleEn}: ${row.descriptionEn}`);
}

/** The email and SMS sent to the account's address and phone, oldest first. */
export async function outboxOf(t: TestApp, user: Pick<UserRow, 'email' | 'phone'>): Promise<OutboxRow[]> {
  const rows: OutboxRow[] = [];
  for (const recipient of [user.email, user.phone]) {
    if (recipient) rows.push(...(await t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient))));
  }
  return rows.sort((a, b) => a.id - b.id);
}

/** The account with a phone of its own, so that it is sent SMS too. */
export async function withPhone(t: TestApp, user: UserRow): Promise<UserRow> {
  const [row] = await t.database.db
    .update(users)
    .set({ phone: saudiMobile() })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}
