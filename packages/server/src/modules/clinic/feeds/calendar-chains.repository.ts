import { and, eq, gte, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { appointmentHistory } from '../appointments/appointment-history.table.js';
import { appointments, WAITLIST_ONLY } from '../appointments/appointments.table.js';
import type { CalendarFeedKind } from '@bayan/shared';

const successor = alias(appointments, 'successor');

/**
 * The appointment's reschedule chain, itself and every appointment it replaced (each reschedule
 * cancels one and books its successor, rescheduled_from_id), walked back from the outer row.
 */
const chain = sql`with recursive chain(id, prev) as (
    select ${appointments.id}, ${appointments.rescheduledFromId}
    union all
    select link.id, link.rescheduled_from_id from ${appointments} link join chain on link.id = chain.prev
  )`;

/** The chain's first appointment's public id: the calendar UID every later move keeps. */
const rootPubkey = sql<string>`(${chain}
  select first.pubkey from chain join ${appointments} first on first.id = chain.id where chain.prev is null)`;

/**
 * The chain's history lines less one: the history is appended in every change's transaction and
 * never rewritten, and the only way an appointment's time or state changes (a status move, or a
 * reschedule's cancel and booking) writes one; so SEQUENCE is 0 at booking and only grows.
 */
const sequence = sql<number>`(${chain}
  select greatest(count(*)::int - 1, 0) from ${appointmentHistory} line where line.appointment_id in (select id from chain))`;

/** Who an owner's feed belongs to: the doctor column for a doctor's feed, the patient's for a patient's. */
const OWNER_COLUMN = { doctor: appointments.doctorId, patient: appointments.patientId } as const;

export interface CalendarIdentity {
  id: number;
  uid: string;
  sequence: number;
}

/** The calendar identity of appointments: a UID that survives reschedules and a SEQUENCE that only grows. */
export class CalendarChainsRepository {
  constructor(private readonly db: Db) {}

  private identities(where: SQL | undefined) {
    return this.db
      .select({ id: appointments.id, root: rootPubkey, sequence })
      .from(appointments)
      .leftJoin(successor, eq(successor.rescheduledFromId, appointments.id))
      .where(where)
      .orderBy(appointments.startAt, appointments.id);
  }

  /** One appointment's identity (an email's invitation). */
  async identityOf(id: number): Promise<CalendarIdentity | undefined> {
    const [row] = await this.identities(eq(appointments.id, id));
    return row && { id: row.id, uid: `${row.root}@bayan`, sequence: row.sequence };
  }

  /**
   * A feed's appointments: the owner's, starting at `from` or later, the last of each chain only
   * (one replaced by a reschedule is the same event, moved); a waitlist offer's seat is not one.
   */
  async feedOf(kind: CalendarFeedKind, ownerId: number, from: Date): Promise<CalendarIdentity[]> {
    const rows = await this.identities(
      and(
        eq(OWNER_COLUMN[kind], ownerId),
        gte(appointments.startAt, from),
        notInArray(appointments.status, [...WAITLIST_ONLY]),
        sql`${successor.id} is null`,
      ),
    );
    return rows.map((row) => ({ id: row.id, uid: `${row.root}@bayan`, sequence: row.sequence }));
  }
}
