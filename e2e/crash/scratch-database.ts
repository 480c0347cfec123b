import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on the server behind DATABASE_URL, for one run (`label` in its name); drop() removes it. */
export async function createScratchDatabase(label = 'crash'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error(`the ${label} test needs DATABASE_URL (run it through scripts/with-postgres.mjs)`);
  const name = `bayan_${label}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
