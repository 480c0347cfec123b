import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFirstStart } from './first-start.js';

describe('isFirstStart', () => {
  const folder = () => mkdtempSync(path.join(tmpdir(), 'bayan-first-'));

  it('is a new embedded data folder: no cluster in it yet (only the lock, say)', async () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, '.lock'), '1');
    expect(await isFirstStart({ dataDir, databaseUrl: undefined })).toBe(true);
    expect(await isFirstStart({ dataDir: path.join(dataDir, 'not-yet'), databaseUrl: undefined })).toBe(true);
  });

  it('is not a folder that holds a cluster, nor PostgreSQL', async () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    expect(await isFirstStart({ dataDir, databaseUrl: undefined })).toBe(false);
    expect(await isFirstStart({ dataDir: folder(), databaseUrl: 'postgres://127.0.0.1/bayan' })).toBe(false);
  });
});
