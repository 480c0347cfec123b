import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Export batches are this many rows: few round trips, small memory. */
export const EXPORT_BATCH_SIZE = 500;

/** Where a batch ended: the sort column's value as PostgreSQL prints it (exact, even to the microsecond) and the id. */
export interface KeysetCursor {
  value: string;
  id: number;
}

/** Select this beside a row to build its cursor: the sort value as text. */
export function cursorValue(column: PgColumn): SQL<string> {
  return sql<string>`${column}::text`;
}

/** Each row of a batch (selected with `cursorValue`) with the cursor that resumes after it. */
export function withCursors<T extends { id: number; cursorValue: string }>(rows: T[]) {
  return rows.map(({ cursorValue: value, ...row }) => ({ ...row, cursor: { value, id: row.id } }));
}

/**
 * Rows after the cursor in ORDER BY (column, id), both ascending or both descending. A row
 * comparison, so the (column, id) index serves every batch as a range scan, unlike OFFSET.
 */
export function afterCursor(
  column: PgColumn,
  id: PgColumn,
  descending: boolean,
  cursor?: KeysetCursor,
): SQL | undefined {
  if (!cursor) return undefined;
  const value = sql`cast(${cursor.value} as ${sql.raw(column.getSQLType())})`;
  return descending
    ? sql`(${column}, ${id}) < (${value}, ${cursor.id})`
    : sql`(${column}, ${id}) > (${value}, ${cursor.id})`;
}

/** Reads a whole ordered result batch by batch; `fetch` gets the cursor of the previous batch's last row. */
export async function* keysetBatches<T extends { cursor: KeysetCursor }>(
  fetch: (after: KeysetCursor | undefined, limit: number) => Promise<T[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<T[]> {
  let after: KeysetCursor | undefined;
  for (;;) {
    const rows = await fetch(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.cursor;
  }
}
