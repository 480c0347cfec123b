import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { localFileStore } from './folder-store.js';

let dataDir: string;
let umask: number;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bayan-files-'));
  // The most common default: new folders 0755, new files 0644.
  umask = process.umask(0o022);
});
afterEach(async () => {
  process.umask(umask);
  await rm(dataDir, { recursive: true, force: true });
});

const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

it('keeps the uploads folder and every upload readable by the server user alone, whatever the umask', async () => {
  const key = await localFileStore(dataDir).put(Buffer.from('a scanned id'));
  expect(await modeOf(path.join(dataDir, 'uploads'))).toBe('700');
  expect(await modeOf(path.join(dataDir, 'uploads', key))).toBe('600');
});
