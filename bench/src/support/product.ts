import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopProcess, waitForHealth } from './server-process.js';

/** This checkout: bench/dist/support → the repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The README's demo SUPERADMIN (embedded database, BAYAN_DEMO=1 by default). */
export const DEMO_ADMIN = { login: 'admin@bayan.local', password: 'Bayan-Admin-2026' } as const;

export interface Product {
  /** `current` or `baseline`, with the checkout's commit. */
  label: string;
  baseUrl: string;
  stop(): Promise<void>;
}

/** The checkout's commit, and `+` when the product's code (packages/) has uncommitted changes. */
function describe(dir: string): string {
  try {
    const commit = execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no', '--', 'packages'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit}+` : commit;
  } catch {
    return path.basename(dir);
  }
}

/**
 * The environment the built product starts with in a benchmark: only what the process needs, so a
 * DATABASE_URL, BASE_PATH or BAYAN_MODULES of the caller's shell does not change what is measured.
 */
export function productEnv(port: number, dataDir: string): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  if (process.env.TMPDIR) env.TMPDIR = process.env.TMPDIR;
  return env;
}

/**
 * Starts a checkout's built product as `npm start` does (node packages/server/dist/server.js,
 * which serves packages/web/dist) on 127.0.0.1 and a free port, with a fresh DATA_DIR: the
 * embedded database is created and seeded with the demo data. `extraEnv` is what a benchmark sets
 * on purpose, beside productEnv's.
 */
export async function startProduct(dir: string, name: string, extraEnv: Record<string, string> = {}): Promise<Product> {
  const server = path.join(dir, 'packages/server/dist/server.js');
  for (const file of [server, path.join(dir, 'packages/web/dist/index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` in ${dir} first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bayan-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...productEnv(port, dataDir), ...extraEnv };
  const child = spawn(process.execPath, [server], {
    cwd: dir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const kill = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { label: `${name} ${describe(dir)}`, baseUrl, stop };
}

/** The value of `--name <value>` or `--name=<value>`; undefined when the option is absent. */
export function option(argv: string[], name: string): string | undefined {
  const at = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  const value = argv[at] === `--${name}` ? argv[at + 1] : argv[at]!.slice(name.length + 3);
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

/** `--name` as a positive whole number, else the fallback. */
export function numberOption(argv: string[], name: string, fallback: number): number {
  const given = option(argv, name);
  if (given === undefined) return fallback;
  const value = Number(given);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

/** A path given on the command line, relative to where `npm run` was typed. */
export const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/**
 * The checkouts a benchmark compares: this one, and the one `--baseline <dir>` (or
 * BENCH_BASELINE) names, built there with `npm run build`.
 */
export function checkouts(argv: string[]): { name: string; dir: string }[] {
  const given = option(argv, 'baseline') ?? process.env.BENCH_BASELINE;
  const list = [{ name: 'current', dir: ROOT }];
  if (given) list.push({ name: 'baseline', dir: fromCaller(given) });
  return list;
}

/** Runs `fn` with every product started, and stops them however it ends. */
export async function withProducts<T>(argv: string[], fn: (products: Product[]) => Promise<T>): Promise<T> {
  const products: Product[] = [];
  try {
    for (const { name, dir } of checkouts(argv)) products.push(await startProduct(dir, name));
    return await fn(products);
  } finally {
    for (const product of products) await product.stop();
  }
}

/** The machine's load average (1, 5 and 15 minutes): the benchmarks share it with whatever else runs. */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/** The median of a list (the mean of the two middle values when the count is even). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const NUMERIC = /^[-+]?[\d.]+( ?(ms|KB|s|×))?$/;

/** A plain-text table, each column as wide as its widest cell; figures are aligned to the right. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const pad = (cell: string, i: number) => (NUMERIC.test(cell) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!));
  return rows.map((row) => row.map(pad).join('  ').trimEnd()).join('\n');
}
