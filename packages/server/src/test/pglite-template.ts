import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate.js';

/**
 * A migrated, empty PGlite cluster as a dump, made once per machine and reused by every test file:
 * a fresh PGlite spends most of its start in initdb, which a loaded dump skips. The file name
 * carries a digest of the migrations and of the PGlite build, so a change to either makes a new one.
 */
async function templateKey(): Promise<string> {
  const digest = createHash('sha256');
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if ((await stat(full)).isFile()) digest.update(file).update(await readFile(full));
  }
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { size, mtimeMs } = await stat(pglite);
  digest.update(`${pglite}:${size}:${mtimeMs}`);
  return digest.digest('hex').slice(0, 16);
}

async function makeTemplate(file: string): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  if (database.kind !== 'pglite') throw new Error('a PGlite template needs PGlite');
  await migrateDatabase(database);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  // Written aside then renamed: test processes starting together never read a half-written file.
  const partial = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

let template: Promise<Blob> | undefined;

export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `bayan-pglite-template-${await templateKey()}.tar`);
    const bytes = await readFile(file).catch(() => null);
    return bytes ? new Blob([bytes]) : makeTemplate(file);
  })();
  return template;
}
