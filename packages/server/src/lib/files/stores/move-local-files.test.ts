import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client.js';
import { bytesOf } from '../../../test/shared-store-contract.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { newFileKey, type SharedFileStore } from '../file-store.js';
import { databaseFileStore } from './database-store.js';
import { moveLocalFiles } from './move-local-files.js';
import { MovedFilesRepository } from './moved-files.repository.js';

let database: Database;
let folder: string;
/** The uploads written into the folder before a test's move: key → bytes. */
let files: Map<string, Buffer>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bayan-move-'));
  files = new Map();
  for (let i = 0; i < 5; i += 1) {
    const key = newFileKey();
    files.set(key, randomBytes(1000 + i * 70_000));
    await writeFile(path.join(folder, key), files.get(key)!);
  }
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** The database store, counting its writes per key; `failAt`: the write (counting from 1) that fails as a dying store would. */
function countingStore(on: Database = database, failAt = 0) {
  const store = databaseFileStore(on.db);
  const writes = new Map<string, number>();
  let count = 0;
  const counted: SharedFileStore = {
    ...store,
    async write(key, file) {
      count += 1;
      if (count === failAt) {
        file.stream.destroy();
        throw new Error('connection to the store lost');
      }
      writes.set(key, (writes.get(key) ?? 0) + 1);
      return store.write(key, file);
    },
  };
  return { store: counted, writes };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every upload is in the store byte for byte and recorded with its size and hash; the folder has none left. */
async function expectAllMoved(store: SharedFileStore) {
  for (const [key, bytes] of files) expect((await bytesOf(store, key))?.equals(bytes), key).toBe(true);
  const recorded = await new MovedFilesRepository(database.db).list();
  for (const [key, bytes] of files) {
    expect(recorded.find((row) => row.key === key)).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
  }
  expect((await readdir(folder)).filter((name) => files.has(name))).toEqual([]);
}

describe(`moving the data folder's uploads into the shared store (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('copies each under its own key, records it, deletes it here, and leaves what is not an upload', async () => {
    await writeFile(path.join(folder, 'notes.txt'), 'not an upload');
    await mkdir(path.join(folder, newFileKey()));
    const { store, writes } = countingStore();
    const report = await moveLocalFiles(database, store, folder);
    expect(report.moved).toBe(5);
    expect(report.kept).toHaveLength(2);
    expect(report.kept).toContain('notes.txt');
    expect([...writes.values()]).toEqual([1, 1, 1, 1, 1]);
    await expectAllMoved(store);
    expect((await moveLocalFiles(database, store, folder)).moved).toBe(0);
  });

  it('has nothing to do without the folder', async () => {
    expect(await moveLocalFiles(database, countingStore().store, path.join(folder, 'missing'))).toEqual({
      moved: 0,
      kept: [],
    });
  });

  it('resumes after a start that died in the middle: what was moved stays moved, the rest follows', async () => {
    const dying = countingStore(database, 3);
    await expect(moveLocalFiles(database, dying.store, folder)).rejects.toThrow('connection to the store lost');
    expect(await readdir(folder)).toHaveLength(3);
    const next = countingStore();
    expect((await moveLocalFiles(database, next.store, folder)).moved).toBe(3);
    expect(next.writes.size).toBe(3);
    await expectAllMoved(next.store);
  });

  it('does not copy again a file the store already holds (a start that died after the copy), and replaces a copy that differs', async () => {
    const [copied, corrupt] = [...files.keys()];
    const setUp = databaseFileStore(database.db);
    await setUp.write(copied!, { stream: Readable.from([files.get(copied!)!]), size: files.get(copied!)!.length });
    await setUp.write(corrupt!, { stream: Readable.from([Buffer.from('half a file')]), size: 11 });
    const { store, writes } = countingStore();
    expect((await moveLocalFiles(database, store, folder)).moved).toBe(5);
    expect(writes.has(copied!)).toBe(false);
    expect(writes.get(corrupt!)).toBe(1);
    await expectAllMoved(store);
  });

  it('keeps the local file when the copy does not read back the same', async () => {
    const honest = countingStore().store;
    const lying: SharedFileStore = {
      ...honest,
      async read(key) {
        const file = await honest.read(key);
        return file && { size: file.size, stream: Readable.from([Buffer.alloc(file.size)]) };
      },
    };
    await expect(moveLocalFiles(database, lying, folder)).rejects.toThrow("the shared store's copy differs from it");
    expect((await readdir(folder)).sort()).toEqual([...files.keys()].sort());
  });

  // Two processes in one PGlite cannot be: its data folder is locked to one.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'lets two processes starting at once take turns: each file copied once, none lost',
    async () => {
      const others = await Promise.all(
        [1, 2].map(() =>
          database.kind === 'postgres'
            ? openDatabase({ url: database.pool.options.connectionString, dataDir: 'unused' })
            : database,
        ),
      );
      try {
        const stores = others.map((other) => countingStore(other));
        const reports = await Promise.all(stores.map(({ store }, i) => moveLocalFiles(others[i]!, store, folder)));
        expect(reports.map((report) => report.moved).sort()).toEqual([0, 5]);
        const writes = stores.flatMap(({ writes }) => [...writes.entries()]);
        expect(writes.map(([key]) => key).sort()).toEqual([...files.keys()].sort());
        expect(writes.every(([, count]) => count === 1)).toBe(true);
        await expectAllMoved(stores[0]!.store);
      } finally {
        for (const other of others) await other.close();
      }
    },
  );
});
