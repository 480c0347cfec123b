import { and, asc, eq, getTableColumns, ne, notInArray, type SQL } from 'drizzle-orm';
import type { ListUsersQuery, Role } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import { afterCursor, cursorValue, withCursors, type KeysetCursor } from '../../lib/csv/keyset.js';
import { findPage, orderFromSort, searchCondition } from '../../lib/list/find-page.js';
import { searchText } from '../../lib/list/search-text.js';
import { users, type UserRow } from './users.table.js';

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
};

/** Roles the asking account may not see (an ADMIN does not see SUPERADMIN accounts). */
export interface Visibility {
  hiddenRoles: readonly Role[];
}

export type PickerQuery = { q?: string | undefined; role?: Role | undefined; limit: number } & Visibility;

/** The accounts the viewer may see (users.access.ts `visibilityOf`), as a condition of the query. */
export function visible({ hiddenRoles }: Visibility): SQL | undefined {
  return hiddenRoles.length > 0 ? notInArray(users.role, [...hiddenRoles]) : undefined;
}

export type UsersFilter = Pick<ListUsersQuery, 'q' | 'role' | 'status' | 'sort'> & Visibility;

/** The list's filters: DELETED accounts only when that status is asked for. */
function listWhere(query: UsersFilter): SQL | undefined {
  const q = searchText(query.q);
  return and(
    q === undefined ? undefined : searchCondition(users.searchKey, q),
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : ne(users.status, 'DELETED'),
    visible(query),
  );
}

/** One users page. */
export function findUsersPage(db: Db, counts: CountCache, query: ListUsersQuery & Visibility) {
  const q = searchText(query.q);
  const where = listWhere(query);
  return findPage<UserRow>({
    db,
    counts,
    table: users,
    where,
    filterKey: JSON.stringify([q ?? '', query.role ?? null, query.status ?? null, query.hiddenRoles]),
    page: query.page,
    limit: query.limit,
    rows: (limit, offset) =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderFromSort(query.sort, SORT_COLUMNS, users.id))
        .limit(limit)
        .offset(offset),
  });
}

/** The next `limit` users after `cursor` in the list's order and filters: export batches (keyset, not OFFSET). */
export async function findUsersBatch(db: Db, query: UsersFilter, cursor: KeysetCursor | undefined, limit: number) {
  const descending = query.sort.startsWith('-');
  const field = (descending ? query.sort.slice(1) : query.sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? users.id;
  const rows = await db
    .select({ ...getTableColumns(users), cursorValue: cursorValue(column) })
    .from(users)
    .where(and(listWhere(query), afterCursor(column, users.id, descending, cursor)))
    .orderBy(...orderFromSort(query.sort, SORT_COLUMNS, users.id))
    .limit(limit);
  return withCursors(rows);
}

/** ACTIVE accounts for a picker, by name. */
export function findPickerUsers(db: Db, query: PickerQuery) {
  const q = searchText(query.q);
  return db
    .select({
      pubkey: users.pubkey,
      id: users.id,
      firstName: users.firstName,
      fatherName: users.fatherName,
      grandfatherName: users.grandfatherName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .where(
      and(
        eq(users.status, 'ACTIVE'),
        q === undefined ? undefined : searchCondition(users.searchKey, q),
        query.role ? eq(users.role, query.role) : undefined,
        visible(query),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(query.limit);
}

export function findUsersWithRole(db: Db, role: Role, limit: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, role), ne(users.status, 'DELETED')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}
