import { Readable } from 'node:stream';
import { riyadhDay } from '@bayan/shared';
import { z } from 'zod';
import { csvRecord, UTF8_BOM, type CsvCell } from './csv.js';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

/**
 * A CSV download: BOM, header record, then one record per row, pulled batch by batch from
 * `batches` as the client reads (backpressure), so memory stays flat whatever the row count.
 * The first batch is awaited before returning: a failing query is still an error reply, not a
 * 200 with a truncated file.
 */
export async function csvStream<T>(columns: readonly CsvColumn<T>[], batches: AsyncIterable<T[]>): Promise<Readable> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const render = (rows: T[]) => rows.map((row) => csvRecord(columns.map((c) => c.value(row)))).join('');

  async function* chunks(): AsyncGenerator<string> {
    try {
      yield UTF8_BOM + csvRecord(columns.map((c) => c.header));
      if (first.done) return;
      yield render(first.value);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield render(next.value);
    } finally {
      // The client went away mid-download: stop reading from the database.
      await iterator.return?.();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

export function csvFilename(base: string, at: Date): string {
  return `${base}-${riyadhDay(at)}.csv`;
}

/** Headers of a CSV attachment. */
export function csvHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}

/** For the OpenAPI document: the reply is a CSV stream, sent as it is (never serialised). */
export const csvResponseSchema = z.unknown().describe('A CSV file: text/csv; charset=utf-8, starting with a UTF-8 BOM');
