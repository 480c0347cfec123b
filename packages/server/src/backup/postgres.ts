import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { extract } from 'tar';
import { BackupError, packBackup, readManifest, withStaging } from './archive.js';
import type { Options } from './embedded.js';

/** pg_dump's custom format in the archive. */
const DUMP = 'database.dump';

/** Debian's client (postgresql-client-15, or newer for a newer server), or the one in PG_BIN. */
const tool = (name: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

/** The URL without its password, which goes in PGPASSWORD: a command line is visible to every user of the machine. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: [`--dbname=${parsed.toString()}`],
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
}

/** Runs a PostgreSQL client tool, connected to `url` when given. */
async function run(name: string, args: string[], url?: string): Promise<void> {
  const { dbname, env } = url ? connection(url) : { dbname: [], env: process.env };
  await promisify(execFile)(tool(name), [...args, ...dbname], { env }).catch((error: { stderr?: string }) => {
    throw new BackupError(`${name} failed: ${error.stderr?.trim() || String(error)}`);
  });
}

/**
 * PostgreSQL with pg_dump's custom format: one snapshot, so the servers may run meanwhile. The
 * uploads are in it (the stored_files tables) unless S3_URL keeps them in a bucket. Comments are
 * left out: the schema has none, and restoring pg_trgm's would need a superuser.
 */
export async function backupPostgres(url: string, file: string, { force }: Options): Promise<void> {
  await packBackup(file, 'postgres', { force }, async (staging) => {
    await run('pg_dump', ['--format=custom', '--no-comments', `--file=${path.join(staging, DUMP)}`], url);
    return { entries: [DUMP] };
  });
}

/** Tables in the database's own schemas: a database with any is not a fresh one. */
const TABLES = `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;
/** What a restore with --force replaces, in the restore's transaction: the schemas the product's migrations fill. */
const WIPE = 'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;';

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ tables: number }>(TABLES)).rows[0]!.tables;
  } finally {
    await client.end();
  }
}

/**
 * Restores into the database of DATABASE_URL, which must have no tables unless `force` (then its
 * public and drizzle schemas are replaced). The dump becomes an SQL script (objects owned by the
 * connecting role) that psql runs in one transaction with the drop of `force`, stopping at the
 * first error: a failed restore leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string, { force }: Options): Promise<void> {
  await readManifest(file, 'postgres');
  const tables = await tableCount(url);
  if (tables > 0 && !force) {
    throw new BackupError(
      `the database has ${tables} tables: restore into a fresh database, or pass --force to replace what it holds`,
    );
  }
  await withStaging(async (staging) => {
    const script = path.join(staging, 'restore.sql');
    await extract({ file, cwd: staging, filter: (entry) => entry === DUMP });
    await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, path.join(staging, DUMP)]);
    const wipe = force ? [`--command=${WIPE}`] : [];
    const psql = ['--no-psqlrc', '--quiet', '--output=/dev/null', '--single-transaction', '--set=ON_ERROR_STOP=1'];
    await run('psql', [...psql, ...wipe, `--file=${script}`], url);
  });
}
