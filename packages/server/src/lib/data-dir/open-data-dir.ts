import { mkdir } from 'node:fs/promises';
import type { Config } from '../../config.js';
import { lockDataDir, type DataDirLock } from './lock.js';
import { makePrivate } from './private-files.js';

/**
 * Readies DATA_DIR before the server touches it: with the embedded database, locked to this
 * process (a second one is refused before it writes anything); in either mode closed to other
 * users, uploads included. Returns the lock to release on exit.
 */
export async function openDataDir(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  warn: (message: string) => void,
): Promise<DataDirLock | undefined> {
  const { dataDir } = config;
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    lock = await lockDataDir(dataDir);
  }
  const opened = await makePrivate(dataDir);
  if (opened.length > 0) {
    warn(`DATA_DIR ${dataDir}: ${opened.length} files and folders were open to other users; they are owner-only now.`);
  }
  return lock;
}
