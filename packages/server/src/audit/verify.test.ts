import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError, lockDataDir } from '../lib/data-dir/lock.js';
import { pgliteTemplate } from '../test/pglite-template.js';
import { createPostgresDatabase } from '../test/test-database.js';
import { AuditVerifyError, describeReport, verifyAuditChain } from './verify.js';

/** `npm run audit:verify`'s work, on the database a server would open: DATA_DIR on disk, or DATABASE_URL. */
const onPostgres = process.env.TEST_DB === 'postgres';

let root: string;
let storage: { dataDir: string; databaseUrl: string | undefined };
let drop: (() => Promise<void>) | undefined;

async function withDatabase(sqlText: string): Promise<void> {
  const database = await openDatabase({ url: storage.databaseUrl, dataDir: storage.dataDir });
  try {
    await database.exec(sqlText);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bayan-audit-verify-'));
  if (onPostgres) {
    const created = await createPostgresDatabase();
    storage = { dataDir: root, databaseUrl: created.url };
    drop = created.drop;
  } else {
    storage = { dataDir: path.join(root, 'data'), databaseUrl: undefined };
    // A migrated database in a data folder, as a server leaves it.
    await (await openDatabase({ dataDir: storage.dataDir, template: await pgliteTemplate() })).close();
  }
  await withDatabase(`insert into events (action, entity) select 'cli.write', 'cli' from generate_series(1, 5)`);
}, 120_000);
afterAll(async () => {
  await drop?.();
  await rm(root, { recursive: true, force: true });
});

describe('npm run audit:verify', () => {
  it('says ok and how many events an intact chain holds', async () => {
    const report = await verifyAuditChain(storage);
    expect(report).toEqual({ ok: true, checked: 5, firstBreak: null });
    expect(describeReport(report)).toBe('ok, 5 events');
  });

  it('names the first event deleted by an owner past the trigger', async () => {
    await withDatabase(`alter table events disable trigger events_append_only;
      delete from events where seq = 3; alter table events enable trigger events_append_only`);
    const report = await verifyAuditChain(storage);
    expect(report).toMatchObject({ ok: false, checked: 2, firstBreak: { kind: 'deleted', seq: 3 } });
    expect(describeReport(report)).toBe(
      `BROKEN: the event at seq 3 was deleted (gap before event ${report.firstBreak!.id}); 2 events before it are intact`,
    );
  });

  it.skipIf(onPostgres)('refuses an embedded database a server holds, and a folder with none', async () => {
    const lock = await lockDataDir(storage.dataDir);
    try {
      await expect(verifyAuditChain(storage)).rejects.toThrow(DataDirInUseError);
    } finally {
      lock.release();
    }
    await expect(verifyAuditChain({ dataDir: root, databaseUrl: undefined })).rejects.toThrow(AuditVerifyError);
  });
});

describe('the report as printed', () => {
  it('says what broke', () => {
    expect(describeReport({ ok: false, checked: 9, firstBreak: { kind: 'edited', seq: 10, id: 12 } })).toBe(
      'BROKEN: event 12 (seq 10) was edited; 9 events before it are intact',
    );
    expect(describeReport({ ok: false, checked: 3, firstBreak: { kind: 'inserted', seq: 4, id: 99 } })).toBe(
      'BROKEN: event 99 (seq 4) was inserted out of place; 3 events before it are intact',
    );
    expect(describeReport({ ok: false, checked: 3, firstBreak: { kind: 'deleted', seq: 4, id: null } })).toBe(
      "BROKEN: the events from seq 4 to the chain's end were deleted; 3 events before it are intact",
    );
  });
});
