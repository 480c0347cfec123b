import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { withAdvisoryLock } from '../../../db/advisory-lock.js';
import type { Database } from '../../../db/client.js';
import { isFileKey, MAX_STORED_BYTES, type SharedFileStore } from '../file-store.js';
import { uploadsFolder } from './folder-store.js';
import { MovedFilesRepository } from './moved-files.repository.js';
import { digestOf } from './stream-bytes.js';
import { ADVISORY_LOCKS } from '../../../db/advisory-locks.js';

export interface MoveReport {
  moved: number;
  /** Entries left in the folder: not an upload's name, not a plain file, or larger than a store keeps. */
  kept: string[];
}

/**
 * Moves the uploads a process finds in its data folder (`folder`, made by an older version or by the
 * embedded default) into the shared store, at start and before it serves. Each file, in turn:
 * copied under its own key (the tables name it) unless the store already holds the same bytes,
 * read back and compared by size and SHA-256, recorded in `moved_files`, and only then deleted
 * here. A crash at any step leaves the local file, and the next start takes it up again; processes
 * starting together on one database take turns (an advisory lock), so a file is copied once.
 */
export async function moveLocalFiles(database: Database, store: SharedFileStore, folder: string): Promise<MoveReport> {
  return withAdvisoryLock(database, ADVISORY_LOCKS.fileMove, async (db) => {
    const moves = new MovedFilesRepository(db);
    const report: MoveReport = { moved: 0, kept: [] };
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      const local = entry.isFile() && isFileKey(entry.name) ? await digestOf(createReadStream(file)) : undefined;
      if (!local || local.size > MAX_STORED_BYTES) {
        report.kept.push(entry.name);
        continue;
      }
      if (!(await holds(store, entry.name, local))) {
        await store.write(entry.name, { stream: createReadStream(file), size: local.size });
        if (!(await holds(store, entry.name, local))) {
          throw new Error(`${file}: the shared store's copy differs from it; it stays in the folder`);
        }
      }
      await moves.record({ key: entry.name, ...local });
      await rm(file);
      report.moved += 1;
    }
    return report;
  });
}

/** Whether the store holds these very bytes under `key`. */
async function holds(store: SharedFileStore, key: string, local: { size: number; sha256: string }): Promise<boolean> {
  const stored = await store.read(key);
  if (!stored) return false;
  if (stored.size !== local.size) {
    stored.stream.destroy();
    return false;
  }
  const copy = await digestOf(stored.stream);
  return copy.size === local.size && copy.sha256 === local.sha256;
}

/** At start: names the shared store in the log, and moves the data folder's uploads into it. */
export async function moveUploadsAtStart(
  database: Database,
  store: SharedFileStore,
  dataDir: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  log.info(`Uploads are kept in ${store.description}`);
  const folder = uploadsFolder(dataDir);
  if (!folder) return;
  const { moved, kept } = await moveLocalFiles(database, store, folder);
  if (moved > 0) log.info(`${folder}: files moved into ${store.description}: ${moved}`);
  if (kept.length > 0) log.warn(`${folder} keeps what is not an upload a shared store takes: ${kept.join(', ')}`);
}
