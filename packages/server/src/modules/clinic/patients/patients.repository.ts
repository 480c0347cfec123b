import { and, count, eq, getTableColumns, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { afterCursor, cursorValue, withCursors, type KeysetCursor } from '../../../lib/csv/keyset.js';
import { exactPage, orderFromSort, searchCondition } from '../../../lib/list/find-page.js';
import { personColumns, type People } from '../../users/users.people.js';
import { patientClinics, patients } from '../doctors/doctors.table.js';
import { etablissements } from '../directory/etablissements.table.js';
import { noShowsOf } from '../appointments/no-shows.js';
import { clinicHas, patientScope, type PatientScope } from './patients.scope.js';

export interface PatientsFilter {
  q?: string | undefined;
  gender?: 'MALE' | 'FEMALE' | undefined;
  /** Born on or before this day (the youngest age asked for). */
  bornBy?: string | undefined;
  /** Born after this day (older than the oldest age asked for is out). */
  bornAfter?: string | undefined;
}

/** Patients' clinic files joined to their accounts (`people`, from the users service). */
export class PatientsRepository {
  constructor(private readonly db: Db) {}

  private views(person: People, cursor: SQL<string> = sql<string>`''`) {
    return this.db
      .select({
        ...getTableColumns(patients),
        id: patients.userId,
        cursorValue: cursor,
        ...personColumns(person),
        idNumber: person.idNumber,
        gender: person.gender,
        birthday: person.birthday,
        noShows: noShowsOf(patients.userId),
      })
      .from(patients)
      .innerJoin(person, eq(person.id, patients.userId))
      .$dynamic();
  }

  /** What the scope lets through and the filters ask for; DELETED accounts are out of the lists. */
  private where(person: People, scope: PatientScope, filter: PatientsFilter): SQL | undefined {
    return and(
      patientScope(scope),
      ne(person.status, 'DELETED'),
      filter.q === undefined ? undefined : searchCondition(person.searchKey, filter.q),
      filter.gender === undefined ? undefined : eq(person.gender, filter.gender),
      filter.bornBy === undefined ? undefined : lte(person.birthday, filter.bornBy),
      filter.bornAfter === undefined ? undefined : gt(person.birthday, filter.bornAfter),
    );
  }

  private sortColumns(person: People) {
    return { createdAt: patients.createdAt, name: person.firstName, birthday: person.birthday };
  }

  /** A page, exact total: a scope makes every caller's total their own, nothing a shared cache could hold. */
  async findPage(
    person: People,
    scope: PatientScope,
    filter: PatientsFilter,
    page: { page: number; limit: number; sort: string },
  ) {
    const where = this.where(person, scope, filter);
    return exactPage(
      page,
      (limit, offset) =>
        this.views(person)
          .where(where)
          .orderBy(...orderFromSort(page.sort, this.sortColumns(person), patients.userId))
          .limit(limit)
          .offset(offset),
      () =>
        this.db.select({ n: count() }).from(patients).innerJoin(person, eq(person.id, patients.userId)).where(where),
    );
  }

  /** The next `limit` files after `cursor` in the list's order: export batches (keyset). */
  async findBatch(
    person: People,
    scope: PatientScope,
    query: PatientsFilter & { sort: string },
    cursor: KeysetCursor | undefined,
    limit: number,
  ) {
    const descending = query.sort.startsWith('-');
    const columns = this.sortColumns(person);
    const column = columns[(descending ? query.sort.slice(1) : query.sort) as keyof typeof columns] ?? patients.userId;
    const rows = await this.views(person, cursorValue(column))
      .where(and(this.where(person, scope, query), afterCursor(column, patients.userId, descending, cursor)))
      .orderBy(...orderFromSort(query.sort, columns, patients.userId))
      .limit(limit);
    return withCursors(rows);
  }

  /** One file if `scope` lets it through; DELETED accounts too (their history stays readable). */
  async findView(person: People, scope: PatientScope, userId: number) {
    const [row] = await this.views(person).where(and(eq(patients.userId, userId), patientScope(scope)));
    return row;
  }

  /** Whether the clinic already has the patient (patients.scope.ts), file or not. */
  async inClinic(userId: number, etablissementId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ has: clinicHas(userId, etablissementId).mapWith(Boolean) })
      .from(etablissements)
      .where(eq(etablissements.id, etablissementId));
    return row?.has === true;
  }

  /** How to reach these patients: the appointments export's phone and ID number columns. */
  findContacts(person: People, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: person.id, phone: person.phone, idNumber: person.idNumber })
      .from(person)
      .where(inArray(person.id, [...new Set(ids)]));
  }

  /** Opens the file if there is none; true when this call opened it. */
  async open(userId: number, notes: string | undefined): Promise<boolean> {
    const rows = await this.db
      .insert(patients)
      .values({ userId, notes: notes ?? '' })
      .onConflictDoNothing()
      .returning({ id: patients.userId });
    return rows.length > 0;
  }

  /** Records that a clinic registered the patient; false when it already had. */
  async register(patientId: number, etablissementId: number, registeredBy: number): Promise<boolean> {
    const rows = await this.db
      .insert(patientClinics)
      .values({ patientId, etablissementId, registeredBy })
      .onConflictDoNothing()
      .returning({ id: patientClinics.patientId });
    return rows.length > 0;
  }

  async lock(userId: number) {
    const [row] = await this.db.select().from(patients).where(eq(patients.userId, userId)).for('update');
    return row;
  }

  async update(userId: number, values: { notes?: string | undefined }) {
    await this.db
      .update(patients)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(patients.userId, userId));
  }
}

/** A file as read for the API and the export (the cursor is an export batch's own). */
export type PatientView = Omit<NonNullable<Awaited<ReturnType<PatientsRepository['findView']>>>, 'cursorValue'>;
