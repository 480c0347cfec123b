import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { verifyChain } from '../modules/events/events.chain-verify.js';
import { createPostgresDatabase } from '../test/test-database.js';

/**
 * The README's hardening of the audit log on PostgreSQL (sql/audit-owner.sql), run as psql runs it,
 * then the application's role tried at everything that would rewrite the log.
 */
const SCRIPT = fileURLToPath(new URL('../../sql/audit-owner.sql', import.meta.url));
const suffix = randomBytes(4).toString('hex');
const APP = `bayan_app_${suffix}`;
const AUDIT = `bayan_audit_${suffix}`;
const PASSWORD = `app-${suffix}`;

let adminUrl: string;
let drop: () => Promise<void>;
let app: Database;

async function asAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE of a statement the application's role runs, or 'ok'. */
async function asApp(text: string): Promise<string> {
  if (app.kind !== 'postgres') throw new Error('PostgreSQL only');
  return app.pool.query(text).then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? 'unknown',
  );
}

describe.runIf(process.env.TEST_DB === 'postgres')('the audit log hardened on PostgreSQL (sql/audit-owner.sql)', () => {
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    adminUrl = created.url;
    drop = created.drop;
    await asAdmin(`create role ${APP} login password '${PASSWORD}'`);
    await asAdmin(`insert into events (action, entity) values ('before.hardening', 'x')`);
    await promisify(execFile)('psql', [
      '--no-psqlrc',
      '--quiet',
      `--dbname=${adminUrl}`,
      '-v',
      `app=${APP}`,
      '-v',
      `audit=${AUDIT}`,
      '-f',
      SCRIPT,
    ]);
    const url = new URL(adminUrl);
    url.username = APP;
    url.password = PASSWORD;
    app = await openDatabase({ url: url.toString(), dataDir: 'unused', poolSize: 2 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await asAdmin(`drop role if exists ${APP}; drop role if exists ${AUDIT}`).catch(() => undefined);
  });

  it('lets the application write and read events, chained', async () => {
    expect(await asApp(`insert into events (action, entity, after) values ('app.write', 'x', '{"a": 1}')`)).toBe('ok');
    expect(await verifyChain(app.db)).toEqual({ ok: true, checked: 2, firstBreak: null });
  });

  it('refuses the application every way to rewrite the log: 42501, insufficient privilege', async () => {
    const attempts = [
      `update events set action = 'x'`,
      `delete from events`,
      `truncate events`,
      `alter table events disable trigger events_append_only`,
      `drop table events cascade`,
      `update audit_chain_head set seq = 0`,
      `select audit_chain_trim(1)`,
      `create or replace function audit_chain_field(value text) returns text language sql as $$ select '' $$`,
    ];
    const answers = await Promise.all(attempts.map(asApp));
    expect(Object.fromEntries(attempts.map((attempt, i) => [attempt, answers[i]]))).toEqual(
      Object.fromEntries(attempts.map((attempt) => [attempt, '42501'])),
    );
    expect(await verifyChain(app.db)).toEqual({ ok: true, checked: 2, firstBreak: null });
  });

  it('leaves the application its own tables to migrate', async () => {
    expect(
      await asApp(`create table app_later (id int); alter table app_later add column x int; drop table app_later`),
    ).toBe('ok');
  });
});
