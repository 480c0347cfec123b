import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.js';

const PREPARE_MAIN = fileURLToPath(new URL('./prepare-main.js', import.meta.url));

/** Whether the embedded database's folder holds no cluster yet: the first start of a new DATA_DIR. */
export async function isFirstStart(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<boolean> {
  if (config.databaseUrl) return false;
  return access(path.join(config.dataDir, 'PG_VERSION')).then(
    () => false,
    () => true,
  );
}

/**
 * Makes the embedded database in a process of its own (initdb, migrations, the demo seed), which
 * then exits; the server opens the made database as it would on a restart. Issue 33: the first
 * start's buffers (initdb's 650 MB of WebAssembly and data, the seed's) are freed in the process,
 * but the allocator keeps their pages, so a server that made its database in process stayed
 * ~200 MB bigger (515 MB against a restart's 288 MB) until it was restarted. The child leaves with
 * its parent: a parent killed mid-way closes the IPC channel, and the child exits at once.
 */
export function prepareInChild(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, PREPARE_MAIN], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`preparing the embedded database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
