import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate.js';

/** A digest of the migrations (names and contents): templates made from other ones are not used. */
export async function migrationsDigest(): Promise<string> {
  const digest = createHash('sha256');
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if ((await stat(full)).isFile()) digest.update(file).update(await readFile(full));
  }
  return digest.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite cluster as a dump, made once per machine and reused by every test file:
 * a fresh PGlite spends most of its start in initdb, which a loaded dump skips. The file name
 * carries a digest of the migrations and of the PGlite build, so a change to either makes a new one.
 */
async function templateKey(): Promise<string> {
  const digest = createHash('sha256');
  digest.update(await migrationsDigest());
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { size, mtimeMs } = await stat(pglite);
  digest.update(`${pglite}:${size}:${mtimeMs}`);
  // How the template is made (checkpointed before the dump).
  digest.update('checkpointed');
  return digest.digest('hex').slice(0, 16);
}

async function makeTemplate(file: string): Promise<Uint8Array> {
  const database = await openDatabase({ dataDir: 'memory://' });
  if (database.kind !== 'pglite') throw new Error('a PGlite template needs PGlite');
  await migrateDatabase(database);
  // The dump is of a running cluster: each copy starts with crash recovery, which replays the WAL
  // written since the last checkpoint. After this one there is none to replay.
  await database.exec('checkpoint');
  const dump = new Uint8Array(await (await database.client.dumpDataDir('none')).arrayBuffer());
  await database.close();
  // Written aside then renamed: test processes starting together never read a half-written file.
  const partial = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(partial, dump);
  await rename(partial, file);
  return dump;
}

/**
 * The dump as PGlite reads it (`await blob.arrayBuffer()`, nothing else), handed over as a copy of
 * bytes kept in memory: Node's own Blob copies its 40 MB in and streams them out again, at every
 * database opened.
 */
class DumpBlob extends Blob {
  constructor(private readonly dump: Uint8Array) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.dump).buffer);
  }
}

let template: Promise<Uint8Array> | undefined;

export async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `bayan-pglite-template-${await templateKey()}.tar`);
    const bytes = await readFile(file).catch(() => null);
    return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : makeTemplate(file);
  })();
  return new DumpBlob(await template);
}
