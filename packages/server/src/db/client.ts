import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { makePrivate } from '../lib/data-dir/private-files.js';
export type Db = PgDatabase<PgQueryResultHKT>;

interface DatabaseBase {
  db: Db;
  /** Runs raw SQL with no parameters (migrations, maintenance). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export type Database =
  (DatabaseBase & { kind: 'postgres'; pool: pg.Pool }) | (DatabaseBase & { kind: 'pglite'; client: PGlite });

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` for an in-memory database. */
  dataDir: string;
  poolSize?: number;
  /** A PGlite data folder dump to start from instead of an empty cluster (tests: skips initdb and migrations). */
  template?: Blob;
  /** PostgreSQL settings a PGlite starts with (`-c name=value`), beside PGlite's own start parameters. */
  pgliteSettings?: Record<string, string>;
}

/**
 * PostgreSQL's own default of 128 MB of shared buffers is all touched at a PGlite's start (its memory
 * is the WebAssembly heap): 100 MB of the process's resident memory for a cache the host's page cache
 * already keeps (NODEFS reads through it). 32 MB opens as fast and holds the embedded default's working
 * set (issue 33, `npm run bench:startup`).
 */
const PGLITE_SETTINGS: Record<string, string> = { shared_buffers: '32MB' };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('postgres pool error:', err.message));
    return {
      kind: 'postgres',
      pool,
      db: drizzlePg(pool) as unknown as Db,
      exec: async (text) => void (await pool.query(text)),
      close: () => pool.end(),
    };
  }
  const onDisk = !options.dataDir.startsWith('memory://');
  if (onDisk) await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  // Not relaxed: a query resolves only after its writes reached the host file system (NODEFS writes
  // through, no fsync), so a killed process loses no acknowledged write (README, Deployment).
  const client = await PGlite.create(options.dataDir, {
    // btree_gist: the clinic's exclusion constraints (migration 0009).
    extensions: { pg_trgm, btree_gist },
    relaxedDurability: false,
    ...(options.template ? { loadDataDir: options.template } : {}),
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries({ ...PGLITE_SETTINGS, ...options.pgliteSettings }).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
  });
  // A new database's files come out 0666 whatever the umask (PGlite's initdb).
  if (onDisk) await makePrivate(options.dataDir);
  return {
    kind: 'pglite',
    client,
    db: drizzlePglite(client) as unknown as Db,
    exec: async (text) => void (await client.exec(text)),
    close: () => client.close(),
  };
}
