import { and, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, LockStrength, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@bayan/shared';
import type { Db } from '../../../db/client.js';
import { afterCursor, cursorValue, withCursors, type KeysetCursor } from '../../../lib/csv/keyset.js';
import type { CountCache } from '../../../lib/list/count-cache.js';
import { findPage, orderFromSort, searchCondition } from '../../../lib/list/find-page.js';

/** The columns every directory table has. */
export type DirectoryTable = PgTable & {
  id: AnyPgColumn;
  pubkey: AnyPgColumn;
  updatedAt: AnyPgColumn;
  searchKey: AnyPgColumn;
};

/** One directory table as its lists and forms read it. */
export interface DirectoryShape<F> {
  table: DirectoryTable;
  sorts: Record<string, AnyPgColumn>;
  /** Its rows as the API shows them (joined to the records they name), `extra` selected beside. */
  select(db: Db, extra: { cursorValue: SQL<string> }): PgSelect;
  /** The list's own filters (the search `q` is common to all) as a condition. */
  filter(filter: F): SQL | undefined;
}

/** A shape's select of a table's own columns alone (no joins). */
export const selectAll =
  <T extends DirectoryTable>(table: T): DirectoryShape<never>['select'] =>
  (db, extra) =>
    db
      .select({ ...getTableColumns(table), ...extra })
      .from(table as PgTable)
      .$dynamic();

export type DirectoryQuery<F> = F & Pick<ListQuery, 'q' | 'sort'>;

/**
 * The reads and writes every directory table shares: a page or an export batch in the list's
 * order and filters, one row by public id (locked when asked), insert, update and delete. Rows
 * come back in the view shape (R), never as bare table rows.
 */
export class DirectoryRepository<R extends { id: number }, I, F> {
  constructor(
    protected readonly db: Db,
    private readonly counts: CountCache,
    private readonly shape: DirectoryShape<F>,
  ) {}

  private get table() {
    return this.shape.table;
  }

  private sortColumn(sort: string) {
    return this.shape.sorts[sort.replace(/^-/, '')] ?? this.table.id;
  }

  private view(sort = 'id') {
    return this.shape.select(this.db, { cursorValue: cursorValue(this.sortColumn(sort)) });
  }

  private where(query: DirectoryQuery<F>): SQL | undefined {
    return and(query.q ? searchCondition(this.table.searchKey, query.q) : undefined, this.shape.filter(query));
  }

  async findPage(query: DirectoryQuery<F> & ListQuery) {
    const where = this.where(query);
    const order = orderFromSort(query.sort, this.shape.sorts, this.table.id);
    return findPage<R>({
      db: this.db,
      counts: this.counts,
      table: this.table,
      where,
      filterKey: JSON.stringify({ ...query, page: undefined, limit: undefined, sort: undefined }),
      page: query.page,
      limit: query.limit,
      rows: (limit, offset) =>
        this.view(query.sort)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset) as unknown as Promise<R[]>,
    });
  }

  /** The next `limit` rows after `cursor`, in the list's order and filters: export batches (keyset). */
  async findBatch(query: DirectoryQuery<F>, cursor: KeysetCursor | undefined, limit: number) {
    const after = afterCursor(this.sortColumn(query.sort), this.table.id, query.sort.startsWith('-'), cursor);
    const rows = await this.view(query.sort)
      .where(and(this.where(query), after))
      .orderBy(...orderFromSort(query.sort, this.shape.sorts, this.table.id))
      .limit(limit);
    return withCursors(rows as unknown as (R & { cursorValue: string })[]) as unknown as (R & {
      cursor: KeysetCursor;
    })[];
  }

  /** `lock`: `update` before a change, `key share` for a record a new row will refer to. */
  findByPubkey(pubkey: string, lock?: LockStrength): Promise<R | undefined> {
    return this.findWhere(eq(this.table.pubkey, pubkey), lock);
  }

  findById(id: number, lock?: LockStrength): Promise<R | undefined> {
    return this.findWhere(eq(this.table.id, id), lock);
  }

  private async findWhere(where: SQL, lock: LockStrength | undefined): Promise<R | undefined> {
    const query = this.view().where(where);
    const [row] = lock ? await query.for(lock, { of: this.table }) : await query;
    return row as R | undefined;
  }

  /** A row just written in this transaction: it is there. */
  private async reread(id: number): Promise<R> {
    return (await this.findById(id))!;
  }

  async insert(values: I): Promise<R> {
    const [row] = await this.db
      .insert(this.table)
      .values(values as never)
      .returning({ id: this.table.id });
    this.counts.invalidate(getTableName(this.table));
    return this.reread((row as { id: number }).id);
  }

  async update(id: number, values: Partial<I>): Promise<R> {
    await this.db
      .update(this.table)
      .set({ ...values, updatedAt: sql`now()` } as never)
      .where(eq(this.table.id, id));
    this.counts.invalidate(getTableName(this.table));
    return this.reread(id);
  }

  /** Refused by the database (a foreign key) while anything refers to the row. */
  async delete(id: number): Promise<void> {
    await this.db.delete(this.table).where(eq(this.table.id, id));
    this.counts.invalidate(getTableName(this.table));
  }
}
