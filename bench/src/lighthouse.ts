// Lighthouse 12 (issues 14 and 30) on /home, /login, a doctor's page and the dashboard home, mobile (Lighthouse's default:
// emulated phone, simulated slow 4G and 4× CPU slowdown) and desktop (--preset=desktop), against
// the built product started as `npm start` does. Lighthouse comes from the registry through
// `npx lighthouse@12.8.2`, not from package.json, so CI's `npm ci` does not fetch it.
//
// Each run gets its own Chromium (Debian's, a fresh profile) that Lighthouse drives through
// --port. Lighthouse clears the HTTP cache, service workers and Cache Storage before it loads the
// page but keeps localStorage, where the web app keeps its session (lib/session.ts): for the
// dashboard the demo SUPERADMIN logs in from that browser first, on the same origin.
// `--baseline <checkout>` (or BENCH_BASELINE) measures another built checkout in the same run,
// interleaved. Run with `npm run bench:lighthouse [-- --baseline <dir>] [--runs 3] [--reports <dir>]`;
// `--pages /dashboard --forms mobile` measures only those.
import { spawn } from 'node:child_process';
import { fetchPost, logInFully } from './support/second-factor.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './support/chromium.js';
import {
  DEMO_ADMIN,
  fromCaller,
  loadAverage,
  median,
  numberOption,
  option,
  table,
  withProducts,
  type Product,
} from './support/product.js';
import { freePort } from './support/server-process.js';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type FormFactor = 'mobile' | 'desktop';

/** `/doctor` stands for the first doctor the product's public API lists (its demo data's ids are its own). */
const PAGES = [
  { path: '/home', session: false },
  { path: '/login', session: false },
  { path: '/doctor', session: false },
  { path: '/dashboard', session: true },
];

/**
 * Issue 30's targets, scores out of 100: mobile performance ≥ 90 (the dashboard home ≥ 85),
 * desktop ≥ 98; accessibility and best practices 100; SEO 100 on the public pages. Mobile TBT at
 * most 1.5× the baseline's and LCP and FCP earlier than it: the "current vs baseline" row.
 */
function minScore(formFactor: FormFactor, pagePath: string): Record<Category, number> {
  const dashboard = pagePath === '/dashboard';
  const performance = formFactor === 'desktop' ? 98 : dashboard ? 85 : 90;
  return { performance, accessibility: 100, 'best-practices': 100, seo: dashboard ? 0 : 100 };
}
const MAX_TBT_RATIO = 1.5;

/** The address of a page on a product: a doctor's page is its first listed doctor's. */
async function addressOf(product: Product, pagePath: string): Promise<string> {
  if (pagePath !== '/doctor') return pagePath;
  const res = await fetch(`${product.baseUrl}/api/doctors?limit=1`);
  const pubkey = ((await res.json()) as { data: { pubkey: string }[] }).data[0]?.pubkey;
  if (!pubkey) throw new Error('the product lists no doctor');
  return `/doctors/${pubkey}`;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Record<string, number>;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
}

interface Report {
  finalDisplayedUrl: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; group?: string }[] }>;
  audits: Record<string, Audit>;
}

/** A performance audit not passed, with what Lighthouse estimates fixing it would save. */
interface Finding {
  id: string;
  /** An opportunity (savings in load time and bytes) rather than a diagnostic (savings per metric). */
  opportunity: boolean;
  ms: number;
  bytes: number;
  /** The metrics it would improve: LCP, FCP and TBT in ms, CLS unitless. */
  metrics: Record<string, number>;
}

interface Run {
  scores: Record<Category, number>;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  benchmarkIndex: number;
  /** Performance audits not passed, by estimated savings. */
  findings: Finding[];
  /** Accessibility, best-practices and SEO audits not passed. */
  failing: string[];
  warnings: string[];
}

const lastLines = (output: string) =>
  output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-3)
    .join(' / ');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : // Its last words (Lighthouse ends with the error it stopped on).
          reject(new Error(`${command} ${args[1] ?? ''} exited ${code}: ${lastLines(output)}`)),
    );
  });
}

/** Debian's Chromium with its DevTools port open, in a fresh profile; resolves once the port answers. */
async function startChromium(profile: string): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

/**
 * Logs the demo SUPERADMIN in (from here: its second factor's code is computed here), on a page of the product's origin that
 * loads none of the web app (so nothing of it is cached), and stores the session as the web app
 * does after a login (lib/session.ts).
 */
async function logIn(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${baseUrl}/api/health`);
    // The login itself from here (the SUPERADMIN links its authenticator app at its first login,
    // then gives a code: second-factor.ts); the browser keeps the session as the web app does.
    const tokens = await logInFully(fetchPost(baseUrl), `${baseUrl}|admin`, DEMO_ADMIN);
    await page.evaluate((session) => {
      localStorage.setItem('token', session.access_token);
      localStorage.setItem('refresh_token', session.refresh_token);
      localStorage.setItem('profile', JSON.stringify(session.profile));
    }, tokens);
    await page.close();
  } finally {
    await browser.close(); // a browser reached over CDP is only disconnected from, not closed
  }
}

function findings(report: Report): Finding[] {
  const list: Finding[] = [];
  for (const ref of report.categories.performance.auditRefs) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    const audit = report.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    const metrics = Object.fromEntries(Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value > 0));
    const timed = ['LCP', 'FCP', 'TBT', 'INP'].map((metric) => metrics[metric] ?? 0);
    const ms = audit.details?.overallSavingsMs ?? Math.max(0, ...timed);
    const bytes = audit.details?.overallSavingsBytes ?? 0;
    if (ms > 0 || bytes > 0 || Object.keys(metrics).length > 0) {
      list.push({ id: audit.id, opportunity: audit.details?.type === 'opportunity', ms, bytes, metrics });
    }
  }
  return list.sort((a, b) => b.ms - a.ms || b.bytes - a.bytes);
}

/** `unused-javascript (300 ms, 72 KB)`, or a diagnostic's metrics: `bootup-time (TBT 8950 ms)`. */
function describeFinding(finding: Finding): string {
  if (finding.opportunity) {
    const bytes = finding.bytes ? `, ${Math.round(finding.bytes / 1024)} KB` : '';
    return `${finding.id} (${Math.round(finding.ms)} ms${bytes})`;
  }
  const metrics = Object.entries(finding.metrics).map(([metric, value]) =>
    metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`,
  );
  return `${finding.id} (${metrics.join(', ')})`;
}

async function lighthouse(
  product: Product,
  page: (typeof PAGES)[number],
  formFactor: FormFactor,
  saveAs: string | undefined,
): Promise<Run> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bayan-lighthouse-'));
  const browser = await startChromium(profile);
  try {
    if (page.session) await logIn(browser.port, product.baseUrl);
    const address = await addressOf(product, page.path);
    const output = path.join(profile, 'report.json');
    await run(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${product.baseUrl}${address}`,
        `--port=${browser.port}`,
        '--hostname=127.0.0.1',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { ...process.env, CHROME_PATH: CHROMIUM },
    );
    const text = readFileSync(output, 'utf8');
    if (saveAs) writeFileSync(saveAs, text);
    const report = JSON.parse(text) as Report;
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const landed = new URL(report.finalDisplayedUrl).pathname;
    if (landed !== address)
      throw new Error(`${address} ended on ${landed}: the page measured is not the one asked for`);
    const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
      report.categories[category].auditRefs
        .map((ref) => report.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => `${category}: ${audit.id} (${audit.title})`),
    );
    const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((report.categories[category].score ?? 0) * 100)]),
      ) as Record<Category, number>,
      tbt: value('total-blocking-time'),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: report.environment.benchmarkIndex,
      findings: findings(report),
      failing,
      warnings: report.runWarnings,
    };
  } finally {
    await browser.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The run whose performance score is the median one (its findings are the ones listed). */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function verdict(formFactor: FormFactor, pagePath: string, scores: Record<Category, number>): string {
  const min = minScore(formFactor, pagePath);
  const misses = CATEGORIES.filter((category) => scores[category] < min[category]).map(
    (category) => `${category} < ${min[category]}`,
  );
  return misses.length ? `FAIL (${misses.join(', ')})` : 'pass';
}

/** Issue 30 against the baseline: mobile TBT ≤ 1.5× its, LCP and FCP earlier. */
function comparison(formFactor: FormFactor, now: Medians, before: Medians): string {
  if (formFactor !== 'mobile') return '';
  const misses = [
    ...(now.tbt > before.tbt * MAX_TBT_RATIO ? [`TBT > ${MAX_TBT_RATIO}×`] : []),
    ...(now.lcp >= before.lcp ? ['LCP not earlier'] : []),
    ...(now.fcp >= before.fcp ? ['FCP not earlier'] : []),
  ];
  return misses.length ? `FAIL (${misses.join(', ')})` : 'pass';
}

interface Medians {
  performance: number;
  tbt: number;
  lcp: number;
  fcp: number;
}

const argv = process.argv.slice(2);
const runs = numberOption(argv, 'runs', 3);
const reports = option(argv, 'reports');
const reportDir = reports && fromCaller(reports);
if (reportDir) mkdirSync(reportDir, { recursive: true });

/** `--name a,b` keeps those of `all` (to measure one page or form factor while working on it); all by default. */
function subset<T>(name: string, all: readonly T[], key: (item: T) => string): T[] {
  const wanted = option(argv, name)?.split(',');
  if (!wanted) return [...all];
  const kept = all.filter((item) => wanted.includes(key(item)));
  if (kept.length !== wanted.length) throw new Error(`--${name} takes some of: ${all.map(key).join(', ')}`);
  return kept;
}
const pages = subset('pages', PAGES, (page) => page.path);
const formFactors = subset<FormFactor>('forms', ['mobile', 'desktop'], (form) => form);

const version = (await run('npx', ['--yes', LIGHTHOUSE, '--version'])).trim().split('\n').pop();

await withProducts(argv, async (products) => {
  console.log(
    `Lighthouse ${version} (npx ${LIGHTHOUSE}), Chromium at ${CHROMIUM}, ${runs} runs per page, form factor and build, interleaved.`,
  );
  for (const product of products) console.log(`  ${product.label}: ${product.baseUrl}`);
  console.log(`Load average at start: ${loadAverage()}`);
  const results = new Map<string, Run[]>();
  const failures: string[] = [];
  const key = (page: string, formFactor: FormFactor, product: Product) => `${page} ${formFactor} ${product.label}`;
  for (let round = 0; round < runs; round++) {
    for (const formFactor of formFactors) {
      for (const page of pages) {
        for (const product of round % 2 ? [...products].reverse() : products) {
          const id = key(page.path, formFactor, product);
          const file = reportDir && path.join(reportDir, `${id.replace(/[^\w.-]+/g, '_')}_${round + 1}.json`);
          try {
            const result = await lighthouse(product, page, formFactor, file);
            results.set(id, [...(results.get(id) ?? []), result]);
          } catch (error) {
            failures.push(`${id} run ${round + 1}: ${(error as Error).message.split('\n')[0]}`);
          }
          process.stderr.write('.');
        }
      }
    }
  }
  console.log(`\nLoad average at end: ${loadAverage()}\n`);

  const rows: string[][] = [
    [
      'page',
      'form',
      'build',
      'perf (runs)',
      'perf',
      'a11y',
      'best-pr.',
      'SEO',
      'TBT',
      'LCP',
      'FCP',
      'CLS',
      'CPU idx',
      'result',
    ],
  ];
  const details: string[] = [];
  const medians = new Map<string, Medians>();
  for (const formFactor of formFactors) {
    for (const page of pages) {
      for (const product of products) {
        const id = key(page.path, formFactor, product);
        const list = results.get(id) ?? [];
        if (list.length === 0) {
          rows.push([page.path, formFactor, product.label, 'no run', '', '', '', '', '', '', '', '', '', 'FAIL']);
          continue;
        }
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => [category, median(list.map((r) => r.scores[category]))]),
        ) as Record<Category, number>;
        const metric = (pick: (r: Run) => number) => median(list.map(pick));
        const tbt = metric((r) => r.tbt);
        const lcp = metric((r) => r.lcp);
        const fcp = metric((r) => r.fcp);
        medians.set(id, { performance: scores.performance, tbt, lcp, fcp });
        rows.push([
          page.path,
          formFactor,
          product.label,
          list.map((r) => r.scores.performance).join(' '),
          String(scores.performance),
          String(scores.accessibility),
          String(scores['best-practices']),
          String(scores.seo),
          `${Math.round(tbt)} ms`,
          `${Math.round(lcp)} ms`,
          `${Math.round(fcp)} ms`,
          metric((r) => r.cls).toFixed(3),
          String(Math.round(metric((r) => r.benchmarkIndex))),
          list.length < runs
            ? `${verdict(formFactor, page.path, scores)}, ${list.length}/${runs} runs`
            : verdict(formFactor, page.path, scores),
        ]);
        const chosen = medianRun(list);
        const top = (opportunity: boolean) =>
          chosen.findings
            .filter((finding) => finding.opportunity === opportunity)
            .slice(0, 3)
            .map(describeFinding)
            .join('; ') || 'none';
        details.push(`${page.path} ${formFactor} ${product.label}`);
        details.push(`    opportunities: ${top(true)}`);
        details.push(`    diagnostics: ${top(false)}`);
        for (const failing of chosen.failing) details.push(`    not passed: ${failing}`);
        for (const warning of new Set(list.flatMap((r) => r.warnings))) details.push(`    warning: ${warning}`);
      }
      if (products.length === 2) {
        const [now, before] = products.map((product) => medians.get(key(page.path, formFactor, product)));
        if (now && before) {
          const delta = now.performance - before.performance;
          const ratio = before.tbt > 0 ? `${(now.tbt / before.tbt).toFixed(2)}×` : '-';
          rows.push([
            '',
            '',
            'current vs baseline',
            '',
            `${delta >= 0 ? '+' : ''}${delta}`,
            '',
            '',
            '',
            ratio,
            `${Math.round(now.lcp - before.lcp)} ms`,
            `${Math.round(now.fcp - before.fcp)} ms`,
            '',
            '',
            comparison(formFactor, now, before),
          ]);
        }
      }
    }
  }
  console.log(
    'Medians (scores out of 100, metrics as Lighthouse estimates them; CPU idx = its benchmarkIndex of the machine)',
  );
  console.log(table(rows));
  console.log(
    '\nTop remaining opportunities and diagnostics of the median run (estimated savings), and audits not passed:',
  );
  console.log(details.join('\n'));
  if (failures.length) console.log(`\nRuns that failed:\n${failures.join('\n')}`);
});
