import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ListUsersQuery, Role } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import type { KeysetCursor } from '../../lib/csv/keyset.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import type { Period } from '../../lib/module/period.js';
import {
  findPickerUsers,
  findUsersPage,
  findUsersWithRole,
  type PickerQuery,
  type Visibility,
  findUsersBatch,
  type UsersFilter,
} from './users.list-queries.js';
import { fullNameSql } from './users.full-name-sql.js';
import { activeIdHoldersOf } from './users.id-holders.js';
import { peopleOf } from './users.people.js';
import { countByRoleAndStatus, countDashboardFigures, countSignupsByMonth } from './users.statistics-queries.js';
import { users, type NewUserRow, type UserRow } from './users.table.js';

export interface Identifier {
  email?: string | undefined;
  phone?: string | undefined;
  idNumber?: string | undefined;
}

export class UsersRepository {
  constructor(
    private readonly db: Db,
    private readonly counts: CountCache,
  ) {}

  async findByIdentifier(identifier: Identifier): Promise<UserRow | undefined> {
    const conditions = [
      identifier.email ? sql`lower(${users.email}) = lower(${identifier.email})` : undefined,
      identifier.phone ? eq(users.phone, identifier.phone) : undefined,
      identifier.idNumber ? eq(users.idNumber, identifier.idNumber) : undefined,
    ].filter((c) => c !== undefined);
    if (conditions.length === 0) return undefined;
    const [row] = await this.db
      .select()
      .from(users)
      .where(or(...conditions))
      .limit(1);
    return row;
  }

  async insert(values: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    this.counts.invalidate('users');
    return row!;
  }

  async findById(id: number, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
    const query = this.db.select().from(users).where(eq(users.id, id));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  }

  async findByPubkey(pubkey: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
    const query = this.db.select().from(users).where(eq(users.pubkey, pubkey));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  }

  /** Changes the named columns; undefined when there is no such user. */
  async update(id: number, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    this.counts.invalidate('users');
    return row;
  }

  /** Which of these identifiers another account already holds (`exceptId`: the asking account). */
  async takenIdentifiers(identifier: Identifier, exceptId?: number) {
    const taken = { email: false, phone: false, idNumber: false };
    const rows = await this.db
      .select({ id: users.id, email: users.email, phone: users.phone, idNumber: users.idNumber })
      .from(users)
      .where(
        or(
          identifier.email ? sql`lower(${users.email}) = lower(${identifier.email})` : sql`false`,
          identifier.phone ? eq(users.phone, identifier.phone) : sql`false`,
          identifier.idNumber ? eq(users.idNumber, identifier.idNumber) : sql`false`,
        ),
      );
    for (const row of rows) {
      if (row.id === exceptId) continue;
      if (identifier.email && row.email?.toLowerCase() === identifier.email.toLowerCase()) taken.email = true;
      if (identifier.phone && row.phone === identifier.phone) taken.phone = true;
      if (identifier.idNumber && row.idNumber === identifier.idNumber) taken.idNumber = true;
    }
    return taken;
  }

  /** By serial id when `ref` is all digits (and fits the column), else by pubkey. */
  async findByRef(ref: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
    if (/^\d{1,10}$/.test(ref) && Number(ref) <= 2_147_483_647) return this.findById(Number(ref), options);
    return this.findByPubkey(ref, options);
  }

  findPage(query: ListUsersQuery & Visibility) {
    return findUsersPage(this.db, this.counts, query);
  }

  findBatch(query: UsersFilter, cursor: KeysetCursor | undefined, limit: number) {
    return findUsersBatch(this.db, query, cursor, limit);
  }

  findPicker(query: PickerQuery) {
    return findPickerUsers(this.db, query);
  }

  people(role: Role) {
    return peopleOf(this.db, role);
  }

  idHolders() {
    return activeIdHoldersOf(this.db);
  }

  findWithRole(role: Role, limit: number) {
    return findUsersWithRole(this.db, role, limit);
  }

  countByRoleAndStatus(visibility: Visibility) {
    return countByRoleAndStatus(this.db, visibility);
  }

  countDashboardFigures(period: Period, visibility: Visibility) {
    return countDashboardFigures(this.db, period, visibility);
  }

  /** Public id and display name of each account, for lists that name who did something. */
  async findNames(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: users.id,
        pubkey: users.pubkey,
        name: fullNameSql(users),
      })
      .from(users)
      .where(inArray(users.id, ids));
  }

  /** Of these accounts, the ids of those that are ACTIVE and hold `role`. */
  async findActiveIds(ids: number[], role: Role) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.role, role), eq(users.status, 'ACTIVE')));
    return rows.map((row) => row.id);
  }

  /** Serial id and pubkey of every account holding one of `roles`, whatever its status. */
  async findRefsWithRoles(roles: readonly Role[]) {
    if (roles.length === 0) return [];
    return this.db
      .select({ id: users.id, pubkey: users.pubkey })
      .from(users)
      .where(inArray(users.role, [...roles]));
  }

  async findActiveIdsWithRole(role: Role): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, role), eq(users.status, 'ACTIVE')))
      .orderBy(users.id);
    return rows.map((row) => row.id);
  }

  countSignupsByMonth(since: Date, timeZone: string, visibility: Visibility) {
    return countSignupsByMonth(this.db, since, timeZone, visibility);
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }
}
