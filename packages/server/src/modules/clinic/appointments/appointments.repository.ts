import { and, count, eq, getTableColumns, gt, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { afterCursor, cursorValue, withCursors, type KeysetCursor } from '../../../lib/csv/keyset.js';
import { exactPage, orderFromSort } from '../../../lib/list/find-page.js';
import { consultationTypes } from '../agendas/agendas.table.js';
import { conflictOf, type Conflict } from './appointment-conflicts.js';
import { appointmentsWhere, type AppointmentFilter } from './appointments.filter.js';
import {
  appointments,
  type AppointmentRow,
  type AppointmentStatusValue,
  type NewAppointmentRow,
  SEAT_TAKING,
  WAITLIST_ONLY,
} from './appointments.table.js';
import { etablissements } from '../directory/etablissements.table.js';
import { noShowsOf } from './no-shows.js';
import { appointmentSeries } from '../series/series.table.js';
import { seriesMarkerColumns } from '../series/series-marker.js';

const previous = alias(appointments, 'previous');

/** A timestamptz as epoch milliseconds, a float8 the driver reads as a number. */
const epochMs = (column: AnyPgColumn) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

/** An appointment with the public ids of what it points at, as the API shows it. */
const viewColumns = {
  ...getTableColumns(appointments),
  etablissementPubkey: etablissements.pubkey,
  timeZone: etablissements.timeZone,
  typePubkey: consultationTypes.pubkey,
  typeNameAr: consultationTypes.nameAr,
  typeNameEn: consultationTypes.nameEn,
  cancellationCutoffHours: consultationTypes.cancellationCutoffHours,
  rescheduledFromPubkey: previous.pubkey,
  patientNoShows: noShowsOf(appointments.patientId),
  seriesPubkey: appointmentSeries.pubkey,
  ...seriesMarkerColumns({
    seriesId: appointments.seriesId,
    seriesIndex: appointments.seriesIndex,
    status: appointments.status,
    size: appointmentSeries.size,
  }),
};

const SORT_COLUMNS = { start: appointments.startAt, createdAt: appointments.createdAt };

export class AppointmentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * One insert in its own savepoint, so a refused seat leaves the booking's transaction usable
   * for the next seat; a refusal by one of the table's guarantees comes back as its conflict.
   */
  async tryInsert(values: NewAppointmentRow): Promise<{ row: AppointmentRow } | { conflict: Conflict }> {
    try {
      const row = await this.db.transaction(async (savepoint) => {
        const [inserted] = await savepoint.insert(appointments).values(values).returning();
        return inserted!;
      });
      return { row };
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) return { conflict };
      throw error;
    }
  }

  /**
   * The doctors' Pending, Planed and held (waitlist offer) appointments overlapping [from, to): what holds seats. An
   * index-only scan of appointments_active_doctor_end_idx (migration 0013) whatever the doctor's
   * past. Times come as epoch ms, what the engine counts in: no Date made per row of a busy horizon.
   */
  async findActiveSpans(doctorIds: readonly number[], from: Date, to: Date) {
    if (doctorIds.length === 0) return [];
    return this.db
      .select({
        doctorId: appointments.doctorId,
        start: epochMs(appointments.startAt),
        end: epochMs(appointments.endAt),
      })
      .from(appointments)
      .where(
        and(
          inArray(appointments.doctorId, [...doctorIds]),
          inArray(appointments.status, [...SEAT_TAKING]),
          gt(appointments.endAt, from),
          lt(appointments.startAt, to),
        ),
      )
      .orderBy(appointments.startAt);
  }

  /** Compare-and-swap: changes the status only if it is still `from`; undefined when it was not. */
  async moveStatus(id: number, from: AppointmentStatusValue, to: AppointmentStatusValue) {
    const [row] = await this.db
      .update(appointments)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(appointments.id, id), eq(appointments.status, from)))
      .returning({ id: appointments.id });
    return row;
  }

  private views(cursor: SQL<string> = sql<string>`''`) {
    return this.db
      .select({ ...viewColumns, cursorValue: cursor })
      .from(appointments)
      .innerJoin(etablissements, eq(etablissements.id, appointments.etablissementId))
      .innerJoin(consultationTypes, eq(consultationTypes.id, appointments.consultationTypeId))
      .leftJoin(previous, eq(previous.id, appointments.rescheduledFromId))
      .leftJoin(appointmentSeries, eq(appointmentSeries.id, appointments.seriesId));
  }

  async findView(where: SQL) {
    const [row] = await this.views().where(where);
    return row;
  }

  /**
   * Appointments by serial id, in no particular order (a calendar feed's, found by calendar-chains);
   * a waitlist offer's seat is not one.
   */
  findByIds(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.views().where(
      and(inArray(appointments.id, [...ids]), notInArray(appointments.status, [...WAITLIST_ONLY]))!,
    );
  }

  /** An appointment by its public id; a waitlist offer's seat is not one (waitlist/ reads it by id). */
  findByPubkey = (pubkey: string) =>
    this.findView(and(eq(appointments.pubkey, pubkey), notInArray(appointments.status, [...WAITLIST_ONLY]))!);

  /** A series' appointments by start, canceled ones too. */
  findBySeries = (seriesId: number) =>
    this.views().where(eq(appointments.seriesId, seriesId)).orderBy(appointments.startAt, appointments.id);

  findById = (id: number) => this.findView(eq(appointments.id, id));
  findByIdempotencyKey = (bookedBy: number, key: string) =>
    this.findView(and(eq(appointments.bookedBy, bookedBy), eq(appointments.idempotencyKey, key))!);

  /** A page of the appointments matching `filter`, exact total (the list moves with every booking). */
  async findPage(filter: AppointmentFilter, page: { page: number; limit: number; sort: string }) {
    const where = appointmentsWhere(this.db, filter);
    return exactPage(
      page,
      (limit, offset) =>
        this.views()
          .where(where)
          .orderBy(...orderFromSort(page.sort, SORT_COLUMNS, appointments.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: count() }).from(appointments).where(where),
    );
  }

  /** The next `limit` appointments after `cursor` in the list's order and filters: export batches (keyset). */
  async findBatch(filter: AppointmentFilter, sort: string, cursor: KeysetCursor | undefined, limit: number) {
    const descending = sort.startsWith('-');
    const column = SORT_COLUMNS[(descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS] ?? appointments.id;
    const rows = await this.views(cursorValue(column))
      .where(and(appointmentsWhere(this.db, filter), afterCursor(column, appointments.id, descending, cursor)))
      .orderBy(...orderFromSort(sort, SORT_COLUMNS, appointments.id))
      .limit(limit);
    return withCursors(rows);
  }
}

export type AppointmentView = Omit<NonNullable<Awaited<ReturnType<AppointmentsRepository['findById']>>>, 'cursorValue'>;
