import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { consultationTypes } from './agendas.table.js';
import { appointments, SEAT_TAKING } from '../appointments/appointments.table.js';
import { doctors } from '../doctors/doctors.table.js';

export interface SeatsQuery {
  doctorIds: readonly number[];
  /** Only seats taken from this instant on: an appointment under way is not moved by a new calendar. */
  from: Date;
  /** Only the seats of this agenda, or overlapping this period. */
  agendaId?: number | undefined;
  overlapping?: { start: Date; end: Date } | undefined;
}

/** What a change of agendas or time off reads to prove it strands no booking (schedule-guard). */
export class ScheduleRepository {
  constructor(private readonly db: Db) {}

  /**
   * Locks the doctors' rows, in id order, as a booking does (after its room, before its patient):
   * a booking and a change of the same doctor's calendar then run one after the other.
   */
  async lockDoctors(doctorIds: readonly number[]): Promise<void> {
    if (doctorIds.length === 0) return;
    await this.db
      .select({ id: doctors.userId })
      .from(doctors)
      .where(inArray(doctors.userId, [...doctorIds]))
      .orderBy(asc(doctors.userId))
      .for('no key update');
  }

  /** The doctors' Pending and Planed appointments from `from` on, with the type each was booked with. */
  async heldSeats(query: SeatsQuery) {
    if (query.doctorIds.length === 0) return [];
    return this.db
      .select({
        id: appointments.pubkey,
        doctorId: appointments.doctorId,
        patientId: appointments.patientId,
        typeId: consultationTypes.pubkey,
        start: appointments.startAt,
        end: appointments.endAt,
      })
      .from(appointments)
      .innerJoin(consultationTypes, eq(consultationTypes.id, appointments.consultationTypeId))
      .where(
        and(
          inArray(appointments.doctorId, [...query.doctorIds]),
          inArray(appointments.status, [...SEAT_TAKING]),
          gte(appointments.startAt, query.from),
          query.agendaId === undefined ? undefined : eq(appointments.agendaId, query.agendaId),
          query.overlapping && lt(appointments.startAt, query.overlapping.end),
          query.overlapping && gt(appointments.endAt, query.overlapping.start),
        ),
      )
      .orderBy(asc(appointments.startAt));
  }

  /** Whether any appointment, in any state, was booked on the agenda: its history keeps it. */
  async agendaInUse(agendaId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.agendaId, agendaId))
      .limit(1);
    return row !== undefined;
  }
}

export type HeldSeatRow = Awaited<ReturnType<ScheduleRepository['heldSeats']>>[number];
