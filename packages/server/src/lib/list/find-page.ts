import { asc, count, desc, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { CountCache } from './count-cache.js';

/** Above this many matches the total is the planner's estimate instead of an exact count. */
export const EXACT_COUNT_CAP = 10_000;

export interface PageRequest {
  page: number;
  limit: number;
}

export interface FindPageOptions<T> extends PageRequest {
  db: Db;
  counts: CountCache;
  table: PgTable;
  where: SQL | undefined;
  /** Stable key of the filter, for the count cache. */
  filterKey: string;
  rows: (limit: number, offset: number) => Promise<T[]>;
  /** Exact counting stops here; above it the planner's estimate is used. */
  exactCountCap?: number;
}

/** One page of rows and its total, for every list endpoint. */
export async function findPage<T>(options: FindPageOptions<T>): Promise<{ rows: T[]; total: number }> {
  const offset = (options.page - 1) * options.limit;
  const [rows, total] = await Promise.all([options.rows(options.limit, offset), countRows(options)]);
  return { rows, total };
}

async function countRows(options: FindPageOptions<unknown>): Promise<number> {
  const { db, counts, table, where, filterKey, exactCountCap = EXACT_COUNT_CAP } = options;
  return counts.read(getTableName(table), filterKey, async () => {
    const capped = db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(exactCountCap + 1)
      .as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    const total = row?.n ?? 0;
    return total > exactCountCap ? Math.max(total, await estimateRows(db, table, where)) : total;
  });
}

async function estimateRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const result = (await db.execute(sql`explain (format json) ${query}`)) as { rows: { 'QUERY PLAN': unknown }[] };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** A page with an exact total: lists that stay small, or that every write changes (no cached count). */
export async function exactPage<T>(
  page: PageRequest,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [found, [counted]] = await Promise.all([rows(page.limit, (page.page - 1) * page.limit), total()]);
  return { rows: found, total: counted?.n ?? 0 };
}

/** `field` or `-field` to ORDER BY, with the primary key as tie-breaker so pages never overlap. */
export function orderFromSort(sort: string, columns: Record<string, PgColumn>, id: PgColumn): SQL[] {
  const descending = sort.startsWith('-');
  const column = columns[descending ? sort.slice(1) : sort] ?? id;
  return [descending ? desc(column) : asc(column), descending ? desc(id) : asc(id)];
}

/** Substring search on a column folded by ar_normalize; the query text is folded the same way. */
export function searchCondition(foldedColumn: PgColumn | SQL.Aliased<string>, q: string | Placeholder): SQL {
  return sql`${foldedColumn} like '%' || ar_normalize(${typeof q === 'string' ? escapeLike(q) : q}) || '%'`;
}

/** Makes %, _ and \\ in a search plain characters for LIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
