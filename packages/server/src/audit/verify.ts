import { access } from 'node:fs/promises';
import path from 'node:path';
import type { AuditChainReport } from '@bayan/shared';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { lockDataDir } from '../lib/data-dir/lock.js';
import { verifyChain } from '../modules/events/events.chain-verify.js';

type Storage = Pick<Config, 'dataDir' | 'databaseUrl'>;

export class AuditVerifyError extends Error {}

/**
 * The audit chain of the configured database, checked as the server would open it: PostgreSQL at
 * DATABASE_URL (the servers may run meanwhile), or the embedded database in DATA_DIR, under the
 * folder's lock (a running server holds it: DataDirInUseError; its SUPERADMIN screen checks then).
 */
export async function verifyAuditChain(storage: Storage): Promise<AuditChainReport> {
  if (storage.databaseUrl) return check({ url: storage.databaseUrl, dataDir: storage.dataDir });
  await access(path.join(storage.dataDir, 'PG_VERSION')).catch(() => {
    throw new AuditVerifyError(`DATA_DIR ${storage.dataDir} holds no embedded database`);
  });
  const lock = await lockDataDir(storage.dataDir);
  try {
    return await check({ dataDir: storage.dataDir });
  } finally {
    lock.release();
  }
}

async function check(options: { url?: string; dataDir: string }): Promise<AuditChainReport> {
  const database = await openDatabase({ ...options, poolSize: 1 });
  try {
    return await verifyChain(database.db);
  } finally {
    await database.close();
  }
}

/** The report as `npm run audit:verify` prints it. */
export function describeReport({ ok, checked, firstBreak }: AuditChainReport): string {
  if (ok || !firstBreak) return `ok, ${checked} events`;
  const what = {
    edited: `event ${firstBreak.id} (seq ${firstBreak.seq}) was edited`,
    deleted:
      firstBreak.id === null
        ? `the events from seq ${firstBreak.seq} to the chain's end were deleted`
        : `the event at seq ${firstBreak.seq} was deleted (gap before event ${firstBreak.id})`,
    inserted: `event ${firstBreak.id} (seq ${firstBreak.seq}) was inserted out of place`,
  }[firstBreak.kind];
  return `BROKEN: ${what}; ${checked} events before it are intact`;
}
