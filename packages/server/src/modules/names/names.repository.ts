import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ListNamesQuery } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import { afterCursor, cursorValue, withCursors, type KeysetCursor } from '../../lib/csv/keyset.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import { escapeLike, findPage, orderFromSort, searchCondition } from '../../lib/list/find-page.js';
import { names, type NameRow, type NewNameRow } from './names.table.js';

const SORT_COLUMNS = {
  order: names.order,
  name: names.name,
  transliteration: names.transliteration,
  createdAt: names.createdAt,
};

/** What a list shows: every column but the folded search key, which only the WHERE reads (and is the row's longest). */
const { searchKey: _searchKey, ...LISTED } = getTableColumns(names);
export type ListedName = Omit<NameRow, 'searchKey'>;

export type NamesExportQuery = Pick<ListNamesQuery, 'q' | 'sort'> & { isActive?: boolean | undefined };

export class NamesRepository {
  constructor(
    private readonly db: Db,
    private readonly counts: CountCache,
  ) {}

  /** Page queries are built once per shape (sort, search or not, active filter) and reused. */
  private readonly pageQueries = new Map<string, ReturnType<NamesRepository['preparePage']>>();

  private preparePage(sort: string, search: boolean, isActive: boolean | undefined) {
    const where = and(
      search ? searchCondition(names.searchKey, sql.placeholder('q')) : undefined,
      isActive === undefined ? undefined : eq(names.isActive, isActive),
    );
    return this.db
      .select(LISTED)
      .from(names)
      .where(where)
      .orderBy(...orderFromSort(sort, SORT_COLUMNS, names.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('');
  }

  async findPage(query: ListNamesQuery & { isActive?: boolean | undefined }) {
    const q = query.q || undefined;
    const shape = `${query.sort}|${q !== undefined}|${query.isActive}`;
    let prepared = this.pageQueries.get(shape);
    if (!prepared) {
      prepared = this.preparePage(query.sort, q !== undefined, query.isActive);
      this.pageQueries.set(shape, prepared);
    }
    const page = prepared;
    return findPage<ListedName>({
      db: this.db,
      counts: this.counts,
      table: names,
      where: and(
        q === undefined ? undefined : searchCondition(names.searchKey, q),
        query.isActive === undefined ? undefined : eq(names.isActive, query.isActive),
      ),
      filterKey: JSON.stringify([q ?? '', query.isActive ?? null]),
      page: query.page,
      limit: query.limit,
      rows: (limit, offset) => page.execute({ limit, offset, q: q === undefined ? undefined : escapeLike(q) }),
    });
  }

  /** The next `limit` names after `cursor`, in the list's order and filters: export batches (keyset, not OFFSET). */
  async findBatch(query: NamesExportQuery, cursor: KeysetCursor | undefined, limit: number) {
    const descending = query.sort.startsWith('-');
    const field = (descending ? query.sort.slice(1) : query.sort) as keyof typeof SORT_COLUMNS;
    const column = SORT_COLUMNS[field] ?? names.id;
    const q = query.q || undefined;
    const rows = await this.db
      .select({ ...getTableColumns(names), cursorValue: cursorValue(column) })
      .from(names)
      .where(
        and(
          q === undefined ? undefined : searchCondition(names.searchKey, q),
          query.isActive === undefined ? undefined : eq(names.isActive, query.isActive),
          afterCursor(column, names.id, descending, cursor),
        ),
      )
      .orderBy(...orderFromSort(query.sort, SORT_COLUMNS, names.id))
      .limit(limit);
    return withCursors(rows);
  }

  async findById(id: number, options: { forUpdate?: boolean } = {}): Promise<NameRow | undefined> {
    const query = this.db.select().from(names).where(eq(names.id, id));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  }

  async insert(values: NewNameRow): Promise<NameRow> {
    const [row] = await this.db.insert(names).values(values).returning();
    this.counts.invalidate('names');
    return row!;
  }

  async insertMany(values: NewNameRow[]): Promise<void> {
    if (values.length === 0) return;
    await this.db.insert(names).values(values);
    this.counts.invalidate('names');
  }

  async update(id: number, values: Partial<NewNameRow>): Promise<NameRow | undefined> {
    const [row] = await this.db
      .update(names)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(names.id, id))
      .returning();
    this.counts.invalidate('names');
    return row;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db.delete(names).where(eq(names.id, id)).returning({ id: names.id });
    this.counts.invalidate('names');
    return rows.length > 0;
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.db.select({ id: names.id }).from(names).limit(1);
    return rows.length === 0;
  }

  async dashboardCounts() {
    const active = sql<number>`count(*) filter (where ${names.isActive})`.mapWith(Number);
    const [row] = await this.db.select({ total: count(), active }).from(names);
    return { total: row?.total ?? 0, active: row?.active ?? 0 };
  }
}
