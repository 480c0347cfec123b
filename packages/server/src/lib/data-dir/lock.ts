import { randomBytes } from 'node:crypto';
import { truncateSync } from 'node:fs';
import { link, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRunning, processIdentity, type ProcessIdentity } from './process-identity.js';

/**
 * One embedded database, one process: PGlite has no lock of its own, and two processes on one
 * DATA_DIR hand out the same ids and overwrite each other's writes.
 *
 * The lock is the newest of numbered files `bayan.lock.<n>`, each holding the pid (and start
 * time) of the process that made it. A process may take the lock only by creating the next
 * number, which the file system lets exactly one process do; a holder that died (kill -9) leaves
 * a file whose pid is gone, so the next process creates the number after it. The newest file is
 * never deleted, only emptied on release, so a number is never made twice: a process that
 * decided on an old view of the folder finds its number taken, or a newer one beside it.
 */
const LOCK = /^bayan\.lock\.(\d+)$/;
const TEMP = /^bayan\.lock\.tmp-(\d+)-/;
const lockFile = (dataDir: string, n: number) => path.join(dataDir, `bayan.lock.${n}`);

export interface DataDirLock {
  /** Lets the next process in; safe to call more than once, and from an 'exit' handler. */
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly file: string,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Bayan server (pid ${pid}; lock ${file}). Two processes on ` +
        'one embedded database lose writes: stop that one first, or give this one its own DATA_DIR ' +
        '(several servers share one database through DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

const newest = (names: string[]) => Math.max(0, ...names.map((name) => Number(LOCK.exec(name)?.[1] ?? 0)));

/** The holder written in a lock file; undefined when it was released (emptied) or is unreadable. */
async function holderOf(file: string): Promise<ProcessIdentity | undefined> {
  const text = await readFile(file, 'utf8').catch(() => '');
  try {
    const holder = JSON.parse(text) as Partial<ProcessIdentity> | null;
    return Number.isInteger(holder?.pid) ? (holder as ProcessIdentity) : undefined;
  } catch {
    return undefined;
  }
}

/** Creates lock number n with its content in one step (a file seen half written would look free). */
async function create(dataDir: string, n: number, self: ProcessIdentity): Promise<boolean> {
  const temp = path.join(dataDir, `bayan.lock.tmp-${self.pid}-${randomBytes(6).toString('hex')}`);
  await writeFile(temp, JSON.stringify(self), { mode: 0o600 });
  try {
    await link(temp, lockFile(dataDir, n));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}

/** Older numbers and the temporary files of processes that died between two steps. */
async function sweep(dataDir: string, mine: number): Promise<void> {
  for (const name of await readdir(dataDir)) {
    const lock = LOCK.exec(name)?.[1];
    const tempPid = TEMP.exec(name)?.[1];
    const older = lock !== undefined && Number(lock) < mine;
    if (older || (tempPid !== undefined && !(await isRunning({ pid: Number(tempPid) })))) {
      await rm(path.join(dataDir, name), { force: true });
    }
  }
}

function emptyLockFile(file: string): void {
  try {
    truncateSync(file);
  } catch (error) {
    // The folder was removed under the process: there is nothing left to release.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Takes DATA_DIR (which must exist) for `self`, or throws DataDirInUseError naming the live holder. */
export async function lockDataDir(dataDir: string, self?: ProcessIdentity): Promise<DataDirLock> {
  const me = self ?? (await processIdentity());
  for (;;) {
    const top = newest(await readdir(dataDir));
    const holder = top > 0 ? await holderOf(lockFile(dataDir, top)) : undefined;
    if (holder && (await isRunning(holder))) throw new DataDirInUseError(dataDir, holder.pid, lockFile(dataDir, top));
    const mine = top + 1;
    if (!(await create(dataDir, mine, me))) continue;
    if (newest(await readdir(dataDir)) === mine) {
      await sweep(dataDir, mine);
      let held = true;
      return {
        release() {
          if (held) emptyLockFile(lockFile(dataDir, mine));
          held = false;
        },
      };
    }
    // A newer number appeared while this one was made: its maker goes on, this one looks again.
    await rm(lockFile(dataDir, mine), { force: true });
  }
}
