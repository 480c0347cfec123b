import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { searchCondition } from '../../../lib/list/find-page.js';
import { idOfReference } from './reservation-reference.js';
import { appointments } from '../appointments/appointments.table.js';
import { specialities } from '../directory/catalogue.table.js';
import { etablissements } from '../directory/etablissements.table.js';
import {
  reservations,
  type NewReservationRow,
  type ReservationRow,
  type ReservationStatusValue,
} from './reservations.table.js';

export interface ReservationsFilter {
  /** Staff: their own clinic; admins: undefined (every clinic). */
  etablissementId?: number | undefined;
  status?: ReservationStatusValue | undefined;
  q?: string | undefined;
}

const appointment = alias(appointments, 'reservation_appointment');

/** A reservation with what its views name: the clinic, the speciality and the appointment it became. */
const viewColumns = {
  row: reservations,
  etablissement: {
    pubkey: etablissements.pubkey,
    nameAr: etablissements.nameAr,
    nameEn: etablissements.nameEn,
    timeZone: etablissements.timeZone,
  },
  speciality: { pubkey: specialities.pubkey, nameAr: specialities.nameAr, nameEn: specialities.nameEn },
  appointment: {
    pubkey: appointment.pubkey,
    startAt: appointment.startAt,
    endAt: appointment.endAt,
    doctorId: appointment.doctorId,
  },
};

const SORTS = {
  createdAt: reservations.createdAt,
  preferredDay: reservations.preferredDay,
} as const;

/** The clinic's reservations. Each state change is one UPDATE guarded by the state it leaves. */
export class ReservationsRepository {
  constructor(private readonly db: Db) {}

  private view() {
    return this.db
      .select(viewColumns)
      .from(reservations)
      .innerJoin(etablissements, eq(etablissements.id, reservations.etablissementId))
      .leftJoin(specialities, eq(specialities.id, reservations.specialityId))
      .leftJoin(appointment, eq(appointment.id, reservations.appointmentId));
  }

  async insert(values: NewReservationRow): Promise<ReservationRow> {
    const [row] = await this.db.insert(reservations).values(values).returning();
    return row!;
  }

  async findView(where: SQL) {
    const [row] = await this.view().where(where);
    return row;
  }

  findViewByPubkey = (pubkey: string) => this.findView(eq(reservations.pubkey, pubkey));
  findViewById = (id: number) => this.findView(eq(reservations.id, id));

  /** The row, locked until the transaction ends (accept and decline read it under this lock). */
  async lockByPubkey(pubkey: string): Promise<ReservationRow | undefined> {
    const [row] = await this.db.select().from(reservations).where(eq(reservations.pubkey, pubkey)).for('update');
    return row;
  }

  /** Compare-and-swap: the row as changed, or undefined when it was no longer in `from`. */
  async move(
    id: number,
    from: ReservationStatusValue,
    values: Partial<NewReservationRow>,
  ): Promise<ReservationRow | undefined> {
    const [row] = await this.db
      .update(reservations)
      .set(values)
      .where(and(eq(reservations.id, id), eq(reservations.status, from)))
      .returning();
    return row;
  }

  async findSpecialityId(pubkey: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: specialities.id })
      .from(specialities)
      .where(eq(specialities.pubkey, pubkey));
    return row?.id;
  }

  /** Its name, phone or ID number, or its reference (what a visitor quotes on the phone, finding 32). */
  private searched(q: string): SQL | undefined {
    const id = idOfReference(q);
    const text = searchCondition(reservations.searchKey, q);
    return id === undefined ? text : or(text, eq(reservations.id, id));
  }

  async findPage(filter: ReservationsFilter, page: { page: number; limit: number; sort: string }) {
    const where = and(
      filter.etablissementId === undefined ? undefined : eq(reservations.etablissementId, filter.etablissementId),
      filter.status === undefined
        ? sql`${reservations.status} not in ('unverified', 'expired')`
        : eq(reservations.status, filter.status),
      filter.q === undefined ? undefined : this.searched(filter.q),
    );
    const descending = page.sort.startsWith('-');
    const column = SORTS[page.sort.replace(/^-/, '') as keyof typeof SORTS];
    const [rows, [total]] = await Promise.all([
      this.view()
        .where(where)
        .orderBy(descending ? desc(column) : asc(column), desc(reservations.id))
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
      this.db.select({ n: count() }).from(reservations).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}

export type ReservationView = NonNullable<Awaited<ReturnType<ReservationsRepository['findView']>>>;
