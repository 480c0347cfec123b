import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { appointmentReminders } from './appointment-reminders.table.js';
import { appointments } from '../appointments/appointments.table.js';

const HOUR = 3_600_000;
export type ReminderKind = '24h' | '2h';
/** How long before the start each reminder goes out. */
export const REMINDER_LEAD: Record<ReminderKind, number> = { '24h': 24 * HOUR, '2h': 2 * HOUR };
const BATCH = 200;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** What the clinic's sweep looks for: late Pending requests, reminders due. */
export class ClinicSweepRepository {
  constructor(private readonly db: Db) {}

  /** Pending appointments starting before `deadline` (now plus the confirmation setting): too late to be confirmed. */
  overduePending(deadline: Date) {
    return this.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.status, 'pending'), lte(appointments.startAt, deadline)))
      .orderBy(asc(appointments.startAt))
      .limit(BATCH);
  }

  /**
   * Planed appointments within 24 h whose reminder for now is not sent: the 2 h one in the last two
   * hours, the 24 h one before (it is not sent late once the 2 h one is due). An appointment booked
   * after a reminder's time does not get it: its booking message said as much.
   */
  async dueReminders(now: Date): Promise<{ id: number; kind: ReminderKind }[]> {
    const kind = sql<ReminderKind>`case when ${appointments.startAt} <= ${at(new Date(now.getTime() + REMINDER_LEAD['2h']))} then '2h' else '24h' end`;
    const lead = sql`case when ${kind} = '2h' then interval '2 hours' else interval '24 hours' end`;
    return this.db
      .select({ id: appointments.id, kind })
      .from(appointments)
      .where(
        and(
          eq(appointments.status, 'planed'),
          gt(appointments.startAt, now),
          lte(appointments.startAt, new Date(now.getTime() + REMINDER_LEAD['24h'])),
          sql`${appointments.createdAt} <= ${appointments.startAt} - ${lead}`,
          sql`not exists (select 1 from ${appointmentReminders} where ${appointmentReminders.appointmentId} = ${appointments.id} and ${appointmentReminders.kind} = ${kind})`,
        ),
      )
      .orderBy(asc(appointments.startAt))
      .limit(BATCH);
  }

  /** Locks the appointment if it is still Planed and still starts at `startAt` (a cancel or a move waits, or has won). */
  async lockPlaned(id: number) {
    const [row] = await this.db
      .select({ id: appointments.id, startAt: appointments.startAt })
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.status, 'planed')))
      .for('update');
    return row;
  }

  /** The reminder's once-only row; false when another sweep wrote it first. */
  async claimReminder(appointmentId: number, kind: ReminderKind, sentAt: Date): Promise<boolean> {
    const rows = await this.db
      .insert(appointmentReminders)
      .values({ appointmentId, kind, sentAt })
      .onConflictDoNothing()
      .returning({ id: appointmentReminders.id });
    return rows.length > 0;
  }
}
