import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { appointmentLinks } from './appointment-reminders.table.js';

/** Reminder links: stored by the hash of their token, used once. */
export class AppointmentLinksRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof appointmentLinks.$inferInsert): Promise<void> {
    await this.db.insert(appointmentLinks).values(values);
  }

  async findByHash(tokenHash: string) {
    const [row] = await this.db.select().from(appointmentLinks).where(eq(appointmentLinks.tokenHash, tokenHash));
    return row;
  }

  /** Compare-and-swap: true only for the one request that used it first. */
  async markUsed(id: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(appointmentLinks)
      .set({ usedAt: at })
      .where(and(eq(appointmentLinks.id, id), isNull(appointmentLinks.usedAt)))
      .returning({ id: appointmentLinks.id });
    return rows.length > 0;
  }
}
