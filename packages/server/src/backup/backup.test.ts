import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirInUseError, lockDataDir } from '../lib/data-dir/lock.js';
import { uploadsFolder } from '../lib/files/stores/folder-store.js';
import { pgliteTemplate } from '../test/pglite-template.js';
import { createPostgresDatabase } from '../test/test-database.js';
import { createTestApp } from '../test/test-app.js';
import { loadOrCreateSecret } from '../secret.js';
import { BackupError } from './archive.js';
import { verifyAuditChain } from '../audit/verify.js';
import { backup, restore } from './backup.js';

type Storage = Pick<Config, 'dataDir' | 'databaseUrl' | 'files'>;
const onPostgres = process.env.TEST_DB === 'postgres';
const FORCE = { force: true };
const NO_FORCE = { force: false };
const FOLDER = { kind: 'folder' } as const;

/** Every row of every table of the product's schemas, as JSON text in order, and where each sequence stands. */
async function contents({ dataDir, databaseUrl }: Storage) {
  const database = await openDatabase({ url: databaseUrl, dataDir });
  const rows = async <T>(query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  try {
    const tables: Record<string, string[]> = {};
    const names = await rows<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
       where schemaname in ('public', 'drizzle') order by 1`,
    );
    for (const { name } of names) {
      tables[name] = (await rows<{ row: string }>(`select to_jsonb(t)::text as row from ${name} t order by 1`)).map(
        ({ row }) => row,
      );
    }
    const sequences = await rows(`select schemaname, sequencename, last_value from pg_sequences order by 1, 2`);
    return { tables, sequences };
  } finally {
    await database.close();
  }
}

/** Each file uploaded into the data folder by name, as a digest of its bytes. */
async function files(dataDir: string) {
  const folder = uploadsFolder(dataDir)!;
  const names = (await readdir(folder).catch(() => [])).sort();
  const digest = async (name: string) =>
    createHash('sha256')
      .update(await readFile(path.join(folder, name)))
      .digest('hex');
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await digest(name)])));
}

/** The demo data, seeded as the tests seed it (the demo clinic and deeds included) into `storage`. */
async function seedDemo(storage: Storage, database: Database): Promise<void> {
  const { dataDir, files } = storage;
  const t = await createTestApp({}, { database, config: { dataDir, files, demoData: true } });
  await t.close();
  await database.close();
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bayan-backup-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe.skipIf(onPostgres)('backup and restore of the embedded database', () => {
  let source: Storage;
  let archive: string;
  let seeded: Awaited<ReturnType<typeof contents>>;
  const embedded = (name: string): Storage => ({
    dataDir: path.join(root, name),
    databaseUrl: undefined,
    files: FOLDER,
  });
  const target = () => embedded('target');
  beforeAll(async () => {
    source = embedded('source');
    await seedDemo(source, await openDatabase({ dataDir: source.dataDir, template: await pgliteTemplate() }));
    // The test app is given its secret; a server without JWT_SECRET makes this file.
    await loadOrCreateSecret(source.dataDir);
    seeded = await contents(source);
    archive = path.join(root, 'demo.tar.gz');
  });

  it('backs up the demo data and restores every row, sequence and file into a fresh data folder', async () => {
    await backup(source, archive, NO_FORCE);
    await restore(target(), archive, NO_FORCE);

    expect(Object.keys(seeded.tables).length).toBeGreaterThan(40);
    expect(seeded.tables['public.appointments']!.length).toBeGreaterThan(1000);
    expect(await contents(target())).toEqual(seeded);
    const uploaded = await files(source.dataDir);
    expect(Object.keys(uploaded).length).toBeGreaterThan(0);
    expect(await files(target().dataDir)).toEqual(uploaded);
    // The generated JWT secret comes along: codes and links the server signed still hold.
    expect(await readFile(path.join(target().dataDir, 'jwt-secret'), 'utf8')).toBe(
      await readFile(path.join(source.dataDir, 'jwt-secret'), 'utf8'),
    );
  });

  it('refuses to copy the data folder while a server holds it', async () => {
    const lock = await lockDataDir(source.dataDir);
    try {
      await expect(backup(source, path.join(root, 'held.tar.gz'), NO_FORCE)).rejects.toThrow(DataDirInUseError);
    } finally {
      lock.release();
    }
  });

  it('refuses a folder that is not empty unless forced, and then replaces what it held', async () => {
    // The folder the first test restored into, with a file of its own besides.
    await writeFile(path.join(uploadsFolder(target().dataDir)!, 'stray-file-not-in-the-backup-000'), 'stray');
    await expect(restore(target(), archive, NO_FORCE)).rejects.toThrow(/is not empty/);

    await restore(target(), archive, FORCE);
    expect(await files(target().dataDir)).toEqual(await files(source.dataDir));
    expect(await contents(target())).toEqual(seeded);
  });

  it('refuses an archive that exists, is not a backup, or is of the other database', async () => {
    await expect(backup(source, archive, NO_FORCE)).rejects.toThrow(/exists/);
    const notBackup = path.join(root, 'not-a-backup.tar.gz');
    await writeFile(notBackup, 'hello');
    const fresh = embedded('fresh');
    await expect(restore(fresh, notBackup, NO_FORCE)).rejects.toThrow(BackupError);
    const postgres = { ...fresh, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(restore(postgres, archive, NO_FORCE)).rejects.toThrow(/backup of pglite/);
  });
});

describe.runIf(onPostgres)('backup and restore of PostgreSQL', () => {
  const databases: { drop(): Promise<void> }[] = [];
  const fresh = async (migrated: boolean): Promise<Storage> => {
    const database = await createPostgresDatabase(migrated);
    databases.push(database);
    // Uploads in PostgreSQL, as DATABASE_URL keeps them (lib/files/stores).
    return { dataDir: path.join(root, 'unused'), databaseUrl: database.url, files: { kind: 'database' } };
  };
  let source: Storage;
  let archive: string;
  let seeded: Awaited<ReturnType<typeof contents>>;
  beforeAll(async () => {
    source = await fresh(true);
    await seedDemo(source, await openDatabase({ url: source.databaseUrl, dataDir: source.dataDir }));
    seeded = await contents(source);
    archive = path.join(root, 'demo.tar.gz');
  });
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('backs up the demo data with pg_dump and restores every row, sequence and uploaded file into a fresh database', async () => {
    expect(await backup(source, archive, NO_FORCE)).toEqual([]);
    const target = await fresh(false);
    await restore(target, archive, NO_FORCE);

    expect(seeded.tables['public.appointments']!.length).toBeGreaterThan(1000);
    // The uploads are rows: every file with its bytes.
    expect(seeded.tables['public.stored_files']!.length).toBeGreaterThan(0);
    expect(seeded.tables['public.stored_file_chunks']!.length).toBeGreaterThan(0);
    expect(await contents(target)).toEqual(seeded);
    // The audit chain came over as it was (COPY runs no trigger: nothing re-chained, nothing refused).
    const chain = await verifyAuditChain(target);
    expect(chain).toMatchObject({ ok: true, firstBreak: null });
    expect(chain.checked).toBe(seeded.tables['public.events']!.length);
  });

  it('refuses a database with tables unless forced, and then replaces what it held', async () => {
    const target = await fresh(true);
    await expect(restore(target, archive, NO_FORCE)).rejects.toThrow(/tables/);
    await restore(target, archive, FORCE);
    expect(await contents(target)).toEqual(seeded);
  });

  it('says that uploads kept in S3 are not in the archive', async () => {
    const s3 = {
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      bucket: 'bayan-files',
      prefix: '',
      forcePathStyle: true,
    };
    const files = { kind: 's3', s3: { ...s3, credentials: { accessKeyId: 'K', secretAccessKey: 'S' } } } as const;
    const notes = await backup({ ...source, files }, path.join(root, 's3.tar.gz'), NO_FORCE);
    expect(notes).toEqual([
      expect.stringMatching(/^Uploads are kept in S3 \(bucket bayan-files at http:\/\/127\.0\.0\.1:9\)/),
    ]);
  });
});
