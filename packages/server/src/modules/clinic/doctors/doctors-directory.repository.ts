import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { afterCursor, cursorValue, withCursors, type KeysetCursor } from '../../../lib/csv/keyset.js';
import { exactPage, orderFromSort, searchCondition } from '../../../lib/list/find-page.js';
import { personColumns, type People } from '../../users/users.people.js';
import { specialities } from '../directory/catalogue.table.js';
import { doctors, type NewDoctorRow } from './doctors.table.js';
import { etablissements, rooms } from '../directory/etablissements.table.js';

export interface DoctorsFilter {
  q?: string | undefined;
  specialityId?: number | undefined;
  etablissementId?: number | undefined;
  /** The public sees ACTIVE doctors only. */
  activeOnly: boolean;
}

/** The doctors' directory: profiles joined to their accounts (`people`, from the users service). */
export class DoctorsDirectoryRepository {
  constructor(private readonly db: Db) {}

  /** Doctors as they are shown; `cursor`: the sort value of an export batch's rows. */
  private views(person: People, cursor: SQL<string> = sql<string>`''`) {
    return this.db
      .select({
        ...getTableColumns(doctors),
        id: doctors.userId,
        cursorValue: cursor,
        ...personColumns(person),
        status: person.status,
        etablissement: { pubkey: etablissements.pubkey, nameAr: etablissements.nameAr, nameEn: etablissements.nameEn },
        specialityPubkey: specialities.pubkey,
        specialityNameAr: specialities.nameAr,
        specialityNameEn: specialities.nameEn,
        roomPubkey: rooms.pubkey,
        roomName: rooms.name,
      })
      .from(doctors)
      .innerJoin(person, eq(person.id, doctors.userId))
      .innerJoin(etablissements, eq(etablissements.id, doctors.etablissementId))
      .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
      .leftJoin(rooms, eq(rooms.id, doctors.roomId))
      .$dynamic();
  }

  private where(person: People, filter: DoctorsFilter): SQL | undefined {
    return and(
      filter.activeOnly ? eq(person.status, 'ACTIVE') : undefined,
      filter.q === undefined ? undefined : searchCondition(person.nameKey, filter.q),
      filter.specialityId === undefined ? undefined : eq(doctors.specialityId, filter.specialityId),
      filter.etablissementId === undefined ? undefined : eq(doctors.etablissementId, filter.etablissementId),
    );
  }

  private sortColumns(person: People) {
    return { rating: doctors.rating, name: person.firstName };
  }

  /** A page, exact total: a directory is hundreds of doctors, not millions. */
  async findPage(person: People, filter: DoctorsFilter, page: { page: number; limit: number; sort: string }) {
    const where = this.where(person, filter);
    return exactPage(
      page,
      (limit, offset) =>
        this.views(person)
          .where(where)
          .orderBy(...orderFromSort(page.sort, this.sortColumns(person), doctors.userId))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: count() }).from(doctors).innerJoin(person, eq(person.id, doctors.userId)).where(where),
    );
  }

  /** The next `limit` doctors after `cursor` in the list's order: export batches (keyset). */
  async findBatch(
    person: People,
    filter: DoctorsFilter,
    sort: string,
    cursor: KeysetCursor | undefined,
    limit: number,
  ) {
    const descending = sort.startsWith('-');
    const columns = this.sortColumns(person);
    const column = columns[(descending ? sort.slice(1) : sort) as keyof typeof columns] ?? doctors.userId;
    const rows = await this.views(person, cursorValue(column))
      .where(and(this.where(person, filter), afterCursor(column, doctors.userId, descending, cursor)))
      .orderBy(...orderFromSort(sort, columns, doctors.userId))
      .limit(limit);
    return withCursors(rows);
  }

  async findView(person: People, userId: number) {
    const [row] = await this.views(person).where(eq(doctors.userId, userId));
    return row;
  }

  async findSpeciality(pubkey: string) {
    const [row] = await this.db.select().from(specialities).where(eq(specialities.pubkey, pubkey));
    return row;
  }

  async findRoom(pubkey: string) {
    const [row] = await this.db.select().from(rooms).where(eq(rooms.pubkey, pubkey));
    return row;
  }

  async insert(values: NewDoctorRow) {
    const [row] = await this.db.insert(doctors).values(values).onConflictDoNothing().returning();
    return row;
  }

  async lock(userId: number) {
    const [row] = await this.db.select().from(doctors).where(eq(doctors.userId, userId)).for('update');
    return row;
  }

  async update(userId: number, values: Partial<NewDoctorRow>) {
    await this.db
      .update(doctors)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(doctors.userId, userId));
  }
}

/** A doctor as read for the API and the export (the cursor is an export batch's own). */
export type DoctorView = Omit<NonNullable<Awaited<ReturnType<DoctorsDirectoryRepository['findView']>>>, 'cursorValue'>;
