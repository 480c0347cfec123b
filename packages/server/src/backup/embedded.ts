import { access, mkdir, readdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { openDatabase } from '../db/client.js';
import { lockDataDir } from '../lib/data-dir/lock.js';
import { makePrivate } from '../lib/data-dir/private-files.js';
import { BackupError, packBackup, readManifest } from './archive.js';

/** DATA_DIR in the archive: the database cluster, the uploads and the generated JWT secret together. */
const DATA = 'data';
/** What belongs to the process, not to the data: the folder's lock (lib/data-dir/lock.ts) and PostgreSQL's pid file. */
const PROCESS_FILE = /^(bayan\.lock\.|postmaster\.pid$)/;

export interface Options {
  force: boolean;
}

/**
 * Opened and closed once under the folder's lock: a folder a killed server left is recovered, and
 * the clean shutdown leaves one consistent cluster on disk to copy.
 */
async function shutDownCleanly(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  await database.close();
}

/**
 * The embedded database as a copy of its data folder (uploads and JWT secret included), taken
 * while no server runs on it: the backup takes the folder's lock, so it refuses to start while a
 * server holds it (DataDirInUseError), and no server starts while it copies. Not PGlite's
 * dumpDataDir: that tars the whole folder in memory, uploads and lock files included.
 */
export async function backupEmbedded(dataDir: string, file: string, { force }: Options): Promise<void> {
  await access(path.join(dataDir, 'PG_VERSION')).catch(() => {
    throw new BackupError(`DATA_DIR ${dataDir} holds no embedded database`);
  });
  const lock = await lockDataDir(dataDir);
  try {
    await shutDownCleanly(dataDir);
    await packBackup(file, 'pglite', { force }, async (staging) => {
      await symlink(dataDir, path.join(staging, DATA));
      return { entries: [DATA], filter: (entry) => !PROCESS_FILE.test(path.posix.relative(DATA, entry)) };
    });
  } finally {
    lock.release();
  }
}

/**
 * Puts an embedded backup into DATA_DIR, which must be empty (or `force`: what it holds is
 * replaced), under the folder's lock. The cluster must open afterwards: the same PGlite major
 * version that wrote it reads it; migrations newer than the backup run at the next start.
 */
export async function restoreEmbedded(dataDir: string, file: string, { force }: Options): Promise<void> {
  await readManifest(file, 'pglite');
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const lock = await lockDataDir(dataDir);
  try {
    const present = (await readdir(dataDir)).filter((name) => !PROCESS_FILE.test(name));
    if (present.length > 0 && !force) {
      throw new BackupError(
        `DATA_DIR ${dataDir} is not empty (${present.slice(0, 3).join(', ')}…): restore into an empty folder, or pass --force to replace what it holds`,
      );
    }
    for (const name of present) await rm(path.join(dataDir, name), { recursive: true, force: true });
    await extract({ file, cwd: dataDir, strip: 1, filter: (entry) => entry.startsWith(`${DATA}/`) });
    await shutDownCleanly(dataDir);
    await makePrivate(dataDir);
  } finally {
    lock.release();
  }
}
