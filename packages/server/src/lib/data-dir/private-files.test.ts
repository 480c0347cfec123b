import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePrivate } from './private-files.js';

let scratch: string;
let dataDir: string;

beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'bayan-private-'));
  dataDir = path.join(scratch, 'data');
});
afterEach(() => rm(scratch, { recursive: true, force: true }));

const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

describe('makePrivate', () => {
  it('takes group and other access off the folder and everything in it, and lists what it changed', async () => {
    await mkdir(path.join(dataDir, 'pg_wal'), { recursive: true });
    await writeFile(path.join(dataDir, 'pg_wal', '000000010000000000000001'), 'wal');
    await writeFile(path.join(dataDir, 'jwt-secret'), 'secret', { mode: 0o600 });
    await writeFile(path.join(dataDir, 'run.sh'), '#!/bin/sh');
    await chmod(path.join(dataDir, 'pg_wal', '000000010000000000000001'), 0o666);
    await chmod(path.join(dataDir, 'run.sh'), 0o755);
    await chmod(path.join(dataDir, 'pg_wal'), 0o777);
    await chmod(dataDir, 0o755);

    const changed = await makePrivate(dataDir);

    expect(changed.sort()).toEqual(
      [
        dataDir,
        path.join(dataDir, 'pg_wal'),
        path.join(dataDir, 'pg_wal', '000000010000000000000001'),
        path.join(dataDir, 'run.sh'),
      ].sort(),
    );
    expect(await modeOf(dataDir)).toBe('700');
    expect(await modeOf(path.join(dataDir, 'pg_wal'))).toBe('700');
    expect(await modeOf(path.join(dataDir, 'pg_wal', '000000010000000000000001'))).toBe('600');
    expect(await modeOf(path.join(dataDir, 'run.sh'))).toBe('700');
    expect(await modeOf(path.join(dataDir, 'jwt-secret'))).toBe('600');
    expect(await makePrivate(dataDir)).toEqual([]);
  });

  it('does not follow a symbolic link out of the folder', async () => {
    const outside = path.join(scratch, 'shared.txt');
    await writeFile(outside, 'not ours to change');
    await chmod(outside, 0o644);
    await mkdir(dataDir, { mode: 0o700 });
    await symlink(outside, path.join(dataDir, 'link'));
    expect(await makePrivate(dataDir)).toEqual([]);
    expect(await modeOf(outside)).toBe('644');
  });

  it('does nothing for a folder that does not exist yet', async () => {
    expect(await makePrivate(dataDir)).toEqual([]);
  });
});
