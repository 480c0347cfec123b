import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { migrationsDigest, pgliteTemplate } from './pglite-template.js';
import { ADVISORY_LOCKS } from '../db/advisory-locks.js';

/**
 * What a test PGlite starts with. Its 128 MB of shared buffers by default are zeroed at every start
 * (about a second of CPU, most of a start), for databases of a few MB: 16 MB hold them whole.
 */
const TEST_PGLITE_SETTINGS = { shared_buffers: '16MB' };

/**
 * A fresh, empty database for one test file: in-memory PGlite (migrated, from pglite-template.ts), or (TEST_DB=postgres) a new
 * database on the server behind DATABASE_URL, copied from a migrated template, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres')
    return openDatabase({
      dataDir: 'memory://',
      template: await pgliteTemplate(),
      pgliteSettings: TEST_PGLITE_SETTINGS,
    });

  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ url, dataDir: 'unused', poolSize: 20 });
  const close = database.close;
  database.close = async () => {
    await close();
    await drop();
  };
  return database;
}

/**
 * A new database on the server behind DATABASE_URL (TEST_DB=postgres): a copy of the migrated
 * template, or (`migrated: false`) as empty as `create database` makes it.
 */
export async function createPostgresDatabase(migrated = true): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL (run through scripts/with-postgres.mjs)');
  const template = migrated ? ` template ${await postgresTemplate(adminUrl)}` : '';
  const name = `bayan_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (admin) => admin.query(`create database ${name}${template}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      asAdmin(adminUrl, async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))),
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let template: Promise<string> | undefined;

/**
 * The PostgreSQL counterpart of pglite-template.ts: a database migrated once per server (and per
 * set of migrations) that each test database is copied from, so a test file does not run every
 * migration again. Built under another name and renamed when complete; `create database ...
 * template` needs nobody connected to it, which holds once it has its final name.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `bayan_template_${await migrationsDigest()}`;
    await asAdmin(adminUrl, async (admin) => {
      await admin.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.testTemplate]);
      try {
        const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (rowCount) return;
        const partial = `${name}_partial`;
        await admin.query(`drop database if exists ${partial} with (force)`);
        await admin.query(`create database ${partial}`);
        const database = await openDatabase({ url: databaseUrl(adminUrl, partial), dataDir: 'unused' });
        try {
          await migrateDatabase(database);
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${partial} rename to ${name}`);
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.testTemplate]);
      }
    });
    return name;
  })();
  return template;
}
