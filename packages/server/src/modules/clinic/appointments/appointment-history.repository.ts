import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { appointmentHistory, type NewAppointmentHistoryRow } from './appointment-history.table.js';

/** The appointments' state changes: appended in each change's transaction, never rewritten. */
export class AppointmentHistoryRepository {
  constructor(private readonly db: Db) {}

  async append(values: NewAppointmentHistoryRow): Promise<void> {
    await this.db.insert(appointmentHistory).values(values);
  }

  findFor(appointmentId: number) {
    return this.db
      .select()
      .from(appointmentHistory)
      .where(eq(appointmentHistory.appointmentId, appointmentId))
      .orderBy(asc(appointmentHistory.id));
  }
}
