import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './lock.js';
import { processIdentity } from './process-identity.js';

let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bayan-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) await killHard(child);
  await rm(dataDir, { recursive: true, force: true });
});

/** Another live process on this machine: the stand-in for a first server. */
function otherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function lockedBy(child: ChildProcess, dir = dataDir) {
  return lockDataDir(dir, await processIdentity(child.pid!));
}

describe('lockDataDir', () => {
  it('refuses while the holder lives, naming the folder and the holder pid', async () => {
    const holder = otherProcess();
    await lockedBy(holder);
    const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as DataDirInUseError).pid).toBe(holder.pid);
    expect((refusal as Error).message).toContain(dataDir);
    expect((refusal as Error).message).toContain(`pid ${holder.pid}`);
  });

  it('takes over the lock of a holder killed with kill -9, and holds it against the next one', async () => {
    const holder = otherProcess();
    await lockedBy(holder);
    await killHard(holder);
    await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toMatchObject({ pid: process.pid });
  });

  it('takes over a lock whose pid now belongs to a different process', async () => {
    const pidReused = otherProcess();
    await lockDataDir(dataDir, { pid: pidReused.pid!, start: 'a start time that process never had' });
    await lockDataDir(dataDir);
  });

  it('lets the next server in after a release, and keeps one lock file', async () => {
    const lock = await lockDataDir(dataDir);
    lock.release();
    lock.release();
    await lockDataDir(dataDir);
    expect(await readdir(dataDir)).toHaveLength(1);
  });

  it('gives a stale lock to exactly one of several servers starting at once', async () => {
    for (let round = 0; round < 20; round += 1) {
      const dir = await mkdtemp(path.join(dataDir, 'round-'));
      const dead = otherProcess();
      await lockedBy(dead, dir);
      await killHard(dead);
      const starters = Array.from({ length: 6 }, () => lockDataDir(dir));
      const outcomes = await Promise.allSettled(starters);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(DataDirInUseError);
      }
    }
  });
});
