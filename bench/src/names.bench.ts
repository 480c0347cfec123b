// GET /api/names against a bare Fastify + pg route running the same SQL, at 1k, 100k and 1M
// rows on PostgreSQL. Run with `npm run bench` (starts its own PostgreSQL 15).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { load, type LoadResult } from './load.js';

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL is required: run `npm run bench`');
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SEARCH = 'الرحمن';

function databaseUrl(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function start(script: string, env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/names?limit=1`)).ok) return child;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${script} did not start`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Grows the seeded 99 names to `size` rows (cycling through them), then rebuilds indexes and statistics. */
async function fill(client: pg.Client, size: number) {
  await client.query('drop index names_search_trgm_idx');
  await client.query(
    `insert into names (name, transliteration, meaning_ar, meaning_en, description, "order", is_active)
     select s.name, s.transliteration || '-' || g, s.meaning_ar, s.meaning_en, s.description, g, true
     from generate_series(100, $1::int) g
     join (select *, (row_number() over (order by "order", id)) - 1 as k from names) s on s.k = g % 99`,
    [size],
  );
  await client.query('create index names_search_trgm_idx on names using gin (search_key gin_trgm_ops)');
  await client.query('vacuum analyze names');
  // The fill's dirty pages written now, not by a checkpoint spread over the timed runs that follow
  // (a million rows' worth of writes landed on whichever server was measured second).
  await client.query('checkpoint');
}

const fmt = (n: number, digits = 2) => n.toFixed(digits).padStart(8);

async function benchSize(size: number) {
  const name = `bench_${size}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = databaseUrl(name);
  const env = { DATABASE_URL: url, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'), BAYAN_DEMO: '0', LOG_LEVEL: 'warn' };

  const bayan = await start(path.join(root, 'packages/server/dist/server.js'), env, 3901);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await fill(client, size);
  await client.end();
  const filled = ((Date.now() - started) / 1000).toFixed(1);
  const bare = await start(path.join(root, 'bench/dist/bare-server.js'), env, 3902);

  const deepPage = Math.max(1, Math.floor(size / 10 / 2));
  const cases = [
    ['first page', '/api/names'],
    [`deep page ${deepPage}`, `/api/names?page=${deepPage}`],
    ['search', `/api/names?q=${encodeURIComponent(SEARCH)}`],
  ] as const;
  const rows: { label: string; ours: LoadResult; base: LoadResult }[] = [];
  for (const [label, pathAndQuery] of cases) {
    await load(`http://127.0.0.1:3901${pathAndQuery}`, 1);
    await load(`http://127.0.0.1:3902${pathAndQuery}`, 1);
    const base = await load(`http://127.0.0.1:3902${pathAndQuery}`, SECONDS);
    const ours = await load(`http://127.0.0.1:3901${pathAndQuery}`, SECONDS);
    rows.push({ label, ours, base });
  }
  await Promise.all([stop(bayan), stop(bare)]);
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();

  console.log(`\n${size.toLocaleString('en')} rows (filled in ${filled} s), ${SECONDS} s per run, 10 connections`);
  console.log('case                 bayan req/s  bare req/s   ratio  bayan p99  bare p99 (ms)  errors');
  for (const { label, ours, base } of rows) {
    console.log(
      `${label.padEnd(20)} ${fmt(ours.rps, 0)}    ${fmt(base.rps, 0)} ${fmt(ours.rps / base.rps)}   ${fmt(ours.p99)}  ${fmt(base.p99)}      ${ours.errors + base.errors}`,
    );
  }
  return Object.fromEntries(rows.map((r) => [r.label.split(' ')[0], r]));
}

const results = new Map<number, Awaited<ReturnType<typeof benchSize>>>();
for (const size of SIZES) results.set(size, await benchSize(size));

const small = results.get(Math.min(...SIZES))!;
const large = results.get(Math.max(...SIZES))!;
const checks = [
  ...[...results].map(
    ([size, r]) => [`first page ≥ 0.75× bare at ${size}`, r.first!.ours.rps / r.first!.base.rps >= 0.75] as const,
  ),
  ...[...results].map(([size, r]) => [`first page p99 ≤ 10 ms at ${size}`, r.first!.ours.p99 <= 10] as const),
  ['first page p99 largest/smallest ≤ 1.5', large.first!.ours.p99 / small.first!.ours.p99 <= 1.5] as const,
  ['search p99 largest/smallest ≤ 1.5', large.search!.ours.p99 / small.search!.ours.p99 <= 1.5] as const,
];
console.log(
  `\nfirst page p99 ratio ${fmt(large.first!.ours.p99 / small.first!.ours.p99)}, search p99 ratio ${fmt(large.search!.ours.p99 / small.search!.ours.p99)}`,
);
for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'} ${label}`);
