import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client.js';
import { rowsOf } from '../../../test/clinic-demo-kit.js';
import { bytesOf, failingAfter, sharedStoreContract } from '../../../test/shared-store-contract.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { newFileKey } from '../file-store.js';
import { databaseFileStore } from './database-store.js';
import { STORED_CHUNK_BYTES } from './stored-files.table.js';

const count = async (database: Database, table: 'stored_files' | 'stored_file_chunks') =>
  (await rowsOf<{ n: number }>({ database }, sql.raw(`select count(*)::int n from ${table}`)))[0]!.n;

describe(`the PostgreSQL store (${process.env.TEST_DB ?? 'pglite'})`, () => {
  sharedStoreContract(async () => {
    const database = await openTestDatabase();
    return {
      store: databaseFileStore(database.db),
      held: () => count(database, 'stored_files'),
      close: () => database.close(),
    };
  });
});

describe('the PostgreSQL store, in rows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps a file as rows of at most 256 KiB and reads it back one chunk at a time', async () => {
    const store = databaseFileStore(database.db);
    const bytes = randomBytes(2 * STORED_CHUNK_BYTES + 1000);
    const key = await store.put(bytes);
    const rows = await rowsOf<{ n: number; length: number }>(
      { database },
      sql`select n, octet_length(data) as length from stored_file_chunks where file_key = ${key} order by n`,
    );
    expect(rows).toEqual([
      { n: 0, length: STORED_CHUNK_BYTES },
      { n: 1, length: STORED_CHUNK_BYTES },
      { n: 2, length: 1000 },
    ]);
    const pieces: number[] = [];
    for await (const piece of (await store.read(key))!.stream as AsyncIterable<Buffer>) pieces.push(piece.length);
    expect(pieces).toEqual([STORED_CHUNK_BYTES, STORED_CHUNK_BYTES, 1000]);
  });

  it('drops the chunks with the file, and keeps the old bytes when a replacing write fails', async () => {
    const store = databaseFileStore(database.db);
    const chunksBefore = await count(database, 'stored_file_chunks');
    const key = newFileKey();
    await store.write(key, { stream: Readable.from([Buffer.from('the ID card')]), size: 11 });
    await expect(store.write(key, { stream: failingAfter(Buffer.alloc(10)), size: 20 })).rejects.toThrow();
    expect((await bytesOf(store, key))?.toString()).toBe('the ID card');
    await expect(store.write(key, { stream: Readable.from([Buffer.from('short')]), size: 9 })).rejects.toThrow(
      '5 bytes given for 9',
    );
    await expect(store.write(key, { stream: Readable.from([Buffer.from('too long')]), size: 3 })).rejects.toThrow();
    expect((await bytesOf(store, key))?.toString()).toBe('the ID card');
    await store.remove(key);
    expect(await count(database, 'stored_file_chunks')).toBe(chunksBefore);
  });

  it('serves what one API process stored to another (its own connection pool)', async () => {
    const other =
      database.kind === 'postgres'
        ? await openDatabase({ url: database.pool.options.connectionString, dataDir: 'unused' })
        : database;
    try {
      const bytes = randomBytes(300 * 1024);
      const key = await databaseFileStore(database.db).put(bytes);
      expect((await bytesOf(databaseFileStore(other.db), key))?.equals(bytes)).toBe(true);
    } finally {
      if (other !== database) await other.close();
    }
  });
});
