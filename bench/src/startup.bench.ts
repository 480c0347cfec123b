// The embedded default's start (issue 33): a first start on an empty data folder (PGlite's initdb,
// every migration, the demo seed), a restart on that folder, each to the first answer of
// /api/health; the server's resident memory after each start and at its peak under load (the
// server-rendered public pages and the API, as the web benchmark's visitors ask for them). Beside
// them, in the same run, a bare PGlite opened and reopened the same way (bench/src/startup/
// bare-pglite.ts): the floor the product's start stands on. The built product is started as
// `npm start` does. Run with `npm run bench:startup [-- --runs 3]`.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { load } from './load.js';
import { loadAverage, median, numberOption, productEnv, ROOT, table } from './support/product.js';
import { freePort, stopProcess, waitForHealth } from './support/server-process.js';

const TARGETS = { firstStartMs: 8_000, restartMs: 2_000, rssMb: 350 };
const SERVER = path.join(ROOT, 'packages/server/dist/server.js');
const BARE = path.join(import.meta.dirname, 'startup/bare-pglite.js');
const run = promisify(execFile);

/** A process's resident memory in MB, from /proc (the server's own, not its parent's). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  /** Milliseconds from the spawn to the first 200 of /api/health. */
  ms: number;
}

/** Starts the built server on `dataDir` as `npm start` does, and times it to its first answer. */
async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = productEnv(port, dataDir);
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(baseUrl, child, 180_000);
  return { child, baseUrl, ms: performance.now() - started };
}

/** The server's peak resident memory while the public pages and the API are under load. */
async function peakUnderLoad(started: Started, seconds: number): Promise<number> {
  const pid = started.child.pid!;
  let peak = rssOf(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  const html = { accept: 'text/html', 'accept-language': 'ar' };
  await Promise.all([
    load(`${started.baseUrl}/home`, seconds, 4, html),
    load(`${started.baseUrl}/name/1`, seconds, 2, { ...html, 'accept-language': 'en' }),
    load(`${started.baseUrl}/api/names?page=1&limit=12`, seconds, 4),
  ]);
  clearInterval(sampler);
  return peak;
}

interface Round {
  bareFirst: number;
  bareReopen: number;
  bareRss: number;
  first: number;
  firstRss: number;
  restart: number;
  restartRss: number;
  loadRss: number;
}

async function bareOpen(dataDir: string): Promise<{ ms: number; rssMb: number }> {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [BARE, dataDir]);
  const { rssMb } = JSON.parse(stdout) as { ms: number; rssMb: number };
  return { ms: performance.now() - started, rssMb };
}

async function round(loadSeconds: number): Promise<Round> {
  const bareDir = mkdtempSync(path.join(tmpdir(), 'bayan-bench-bare-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bayan-bench-start-'));
  try {
    const bareFirst = await bareOpen(bareDir);
    const bareReopen = await bareOpen(bareDir);
    const first = await startServer(dataDir);
    const firstRss = rssOf(first.child.pid!);
    await stopProcess(first.child);
    const again = await startServer(dataDir);
    const restartRss = rssOf(again.child.pid!);
    try {
      const loadRss = await peakUnderLoad(again, loadSeconds);
      return {
        bareFirst: bareFirst.ms,
        bareReopen: bareReopen.ms,
        bareRss: bareReopen.rssMb,
        first: first.ms,
        firstRss,
        restart: again.ms,
        restartRss,
        loadRss,
      };
    } finally {
      await stopProcess(again.child);
    }
  } finally {
    rmSync(bareDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = numberOption(process.argv.slice(2), 'runs', 3);
const loadSeconds = numberOption(process.argv.slice(2), 'load-seconds', 10);
console.log(`startup: ${runs} rounds, load ${loadSeconds} s; load average before ${loadAverage()}`);
const rounds: Round[] = [];
for (let i = 0; i < runs; i++) {
  rounds.push(await round(loadSeconds));
  console.log(
    `round ${i + 1}: ${JSON.stringify(rounds.at(-1), (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))}`,
  );
}
const med = (key: keyof Round) => median(rounds.map((r) => r[key]));
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (value: number) => `${Math.round(value)} MB`;
const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'OVER');
console.log(
  table([
    ['what (median)', 'bare PGlite', 'product', '× bare', 'target', ''],
    [
      'first start to first answer',
      ms(med('bareFirst')),
      ms(med('first')),
      `${(med('first') / med('bareFirst')).toFixed(2)}×`,
      ms(TARGETS.firstStartMs),
      verdict(med('first'), TARGETS.firstStartMs),
    ],
    [
      'restart to first answer',
      ms(med('bareReopen')),
      ms(med('restart')),
      `${(med('restart') / med('bareReopen')).toFixed(2)}×`,
      ms(TARGETS.restartMs),
      verdict(med('restart'), TARGETS.restartMs),
    ],
    [
      'RSS after first start',
      mb(med('bareRss')),
      mb(med('firstRss')),
      '',
      mb(TARGETS.rssMb),
      verdict(med('firstRss'), TARGETS.rssMb),
    ],
    [
      'RSS after restart',
      mb(med('bareRss')),
      mb(med('restartRss')),
      '',
      mb(TARGETS.rssMb),
      verdict(med('restartRss'), TARGETS.rssMb),
    ],
    ['RSS peak under load', '', mb(med('loadRss')), '', mb(TARGETS.rssMb), verdict(med('loadRss'), TARGETS.rssMb)],
  ]),
);
console.log(`load average after ${loadAverage()}`);
