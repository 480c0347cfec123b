// Cold first visits in Debian's Chromium (issues 14 and 30): the time from navigation start until
// /home shows its first name card, /login has a usable form, and /dashboard shows its statistics
// cards; the first contentful paint, and whether the first name card is in the page's HTML (then it
// is in the first paint: issue 30's server rendering). Against a baseline, /login and /dashboard
// must be ready at most 1.1× as late as its.
// Each load is a new browser context (empty HTTP cache, no service worker) against the built
// product started as `npm start` does. `--baseline <checkout>` (or BENCH_BASELINE) measures
// another built checkout in the same run, its loads interleaved with these so both share the
// machine's noise. Run with `npm run bench:web [-- --baseline <dir>] [--runs 5]`.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium } from './support/chromium.js';
import { logInFully, type Post } from './support/second-factor.js';
import { DEMO_ADMIN, loadAverage, median, numberOption, table, withProducts, type Product } from './support/product.js';

/** What must hold, checked in the page at every animation frame, for it to count as ready. */
interface Readiness {
  /** Each selector matches at least one element, and every match has a box and is not `visibility: hidden`. */
  shown: string[];
  /** Each selector matches a form control that is neither disabled nor read-only. */
  enabled?: string[];
  /** No element matches (a skeleton still waiting for data). */
  absent?: string[];
  /**
   * Each selector's element carries React's props: its handlers are attached. A server-rendered
   * control shows before React has hydrated it (issue 30), and is usable only then.
   */
  hydrated?: string[];
}

interface Target {
  path: string;
  readyWhen: string;
  targetMs: number;
  /** Opened with the demo SUPERADMIN's session in storage, as after a login. */
  session: boolean;
  readiness: Readiness;
  /** Run after the clock stopped: the page really is what was waited for. */
  check(page: Page): Promise<void>;
}

const LOGIN = [
  'input[autocomplete="username"]',
  'input[autocomplete="current-password"]',
  'form button[type="submit"]',
];
const STATS = 'section[aria-labelledby="home-overview"]';

const TARGETS: Target[] = [
  {
    path: '/home',
    readyWhen: 'first name card visible',
    targetMs: 1000,
    session: false,
    readiness: { shown: ['main a[href^="/name/"]'] },
    check: (page) => expectPath(page, '/home'),
  },
  {
    path: '/login',
    readyWhen: 'form usable',
    targetMs: 800,
    session: false,
    readiness: {
      shown: LOGIN,
      enabled: LOGIN,
      hydrated: ['main form'],
    },
    async check(page) {
      await expectPath(page, '/login');
      const field = page.locator(LOGIN[0]!);
      await field.pressSequentially('admin');
      const value = await field.inputValue();
      if (value !== 'admin') throw new Error(`the identifier field holds "${value}" after typing "admin"`);
    },
  },
  {
    path: '/dashboard',
    readyWhen: 'statistics cards visible (logged in)',
    targetMs: 1500,
    session: true,
    readiness: { shown: [`${STATS} .MuiPaper-root`], absent: [`${STATS} .MuiSkeleton-root`] },
    check: (page) => expectPath(page, '/dashboard'),
  },
];

async function expectPath(page: Page, path: string): Promise<void> {
  const actual = new URL(page.url()).pathname;
  if (actual !== path) throw new Error(`ended on ${actual}, not ${path}`);
}

/** Milliseconds from navigation start (the document's time origin) to the first frame where `spec` holds. */
async function readyAt(page: Page, spec: Readiness): Promise<number> {
  const handle = await page.waitForFunction(
    ({ shown, enabled = [], absent = [], hydrated = [] }: Readiness) => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      for (const selector of shown) {
        const matches = Array.from(document.querySelectorAll(selector));
        if (matches.length === 0 || !matches.every(visible)) return false;
      }
      for (const selector of enabled) {
        const control = document.querySelector<HTMLInputElement | HTMLButtonElement>(selector);
        if (!control || control.disabled || (control instanceof HTMLInputElement && control.readOnly)) return false;
      }
      if (absent.some((selector) => document.querySelector(selector))) return false;
      for (const selector of hydrated) {
        const element = document.querySelector(selector);
        if (!element || !Object.keys(element).some((key) => key.startsWith('__reactProps'))) return false;
      }
      return performance.now();
    },
    spec,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

interface Transfer {
  /** Encoded (compressed, as received) body bytes by kind. */
  js: number;
  css: number;
  fonts: number;
  html: number;
  /** The scripts once decompressed: what the browser parses and compiles. */
  jsDecoded: number;
  requests: number;
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

/** What the page fetched before it was ready: bodies as received (compressed), by kind. */
async function transferred(requests: Request[]): Promise<Transfer> {
  const total: Transfer = { js: 0, css: 0, fonts: 0, html: 0, jsDecoded: 0, requests: requests.length };
  const kinds: Record<string, 'js' | 'css' | 'fonts' | 'html'> = {
    script: 'js',
    stylesheet: 'css',
    font: 'fonts',
    document: 'html',
  };
  await Promise.all(
    requests.map(async (request) => {
      const kind = kinds[request.resourceType()];
      if (!kind) return; // API calls; a live stream never finishes
      const sizes = await within(request.sizes(), 10_000);
      if (sizes) total[kind] += sizes.responseBodySize;
      if (kind === 'js') {
        const body = await within(
          request.response().then((response) => response?.body()),
          10_000,
        );
        total.jsDecoded += body?.length ?? 0;
      }
    }),
  );
  return total;
}

interface Sample {
  ms: number | null;
  /** First contentful paint, ms from navigation start. */
  fcp?: number;
  /** Whether the readiness's first selector matched in the HTML as the server sent it. */
  inHtml?: boolean;
  failure?: string;
  transfer?: Transfer;
  consoleErrors: string[];
}

async function withSession(context: BrowserContext, baseUrl: string): Promise<void> {
  // The context's own request client: the cookies of the login (the known-device one) land in the context.
  const post: Post = async (path, data, token) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await context.request.post(`${baseUrl}${path}`, { data, headers });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as never;
  };
  // The SUPERADMIN links its authenticator app at its first login, then gives a code (second-factor.ts).
  const tokens = await logInFully(post, `${baseUrl}|admin`, DEMO_ADMIN);
  // What the web app keeps of a session (lib/session.ts): the tokens and the profile, in localStorage.
  await context.addInitScript(
    ({ origin, session }) => {
      if (location.origin !== origin || localStorage.getItem('token')) return;
      localStorage.setItem('token', session.access_token);
      localStorage.setItem('refresh_token', session.refresh_token);
      localStorage.setItem('profile', JSON.stringify(session.profile));
    },
    { origin: baseUrl, session: tokens },
  );
}

/** One cold load: a new context (its own empty cache and storage), service workers blocked. */
async function coldLoad(browser: Browser, product: Product, target: Target): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
  const consoleErrors: string[] = [];
  try {
    if (target.session) await withSession(context, product.baseUrl);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const requests: Request[] = [];
    const record = (request: Request) => requests.push(request);
    page.on('request', record);
    const response = await page.goto(`${product.baseUrl}${target.path}`, { waitUntil: 'commit' });
    const ms = await readyAt(page, target.readiness);
    page.off('request', record);
    const transfer = await transferred(requests);
    await target.check(page);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const inHtml = await page.evaluate(
      ([html, selector]) => new DOMParser().parseFromString(html, 'text/html').querySelector(selector) !== null,
      [(await response?.text()) ?? '', target.readiness.shown[0]!] as const,
    );
    return { ms, fcp, inHtml, transfer, consoleErrors };
  } catch (error) {
    return { ms: null, failure: (error as Error).message.split('\n')[0], consoleErrors };
  } finally {
    await context.close();
  }
}

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const millis = (value: number | null) => (value === null ? 'failed' : `${Math.round(value)} ms`);

function report(products: Product[], samples: Map<string, Sample[]>, runs: number): void {
  const key = (target: Target, product: Product) => `${target.path} ${product.label}`;
  const medians = new Map<string, number | null>();
  const rows: string[][] = [
    [
      'page',
      'ready when',
      'build',
      ...Array.from({ length: runs }, (_, i) => `${i + 1}`),
      'median',
      'target',
      'result',
      'FCP',
      'in HTML',
    ],
  ];
  for (const target of TARGETS) {
    for (const product of products) {
      const list = samples.get(key(target, product)) ?? [];
      const times = list.map((sample) => sample.ms);
      const valid = times.filter((value): value is number => value !== null);
      const middle = valid.length === times.length ? median(valid) : null;
      medians.set(key(target, product), middle);
      const result = middle === null ? 'FAIL (a load failed)' : middle <= target.targetMs ? 'pass' : 'FAIL';
      const first = product === products[0];
      rows.push([
        first ? target.path : '',
        first ? target.readyWhen : '',
        product.label,
        ...times.map(millis),
        millis(middle),
        `≤ ${target.targetMs} ms`,
        result,
        millis(median(list.flatMap((sample) => (sample.fcp === undefined ? [] : [sample.fcp])))),
        list.every((sample) => sample.inHtml) ? 'yes' : list.some((sample) => sample.inHtml) ? 'some' : 'no',
      ]);
    }
    if (products.length === 2) {
      const [now, before] = products.map((product) => medians.get(key(target, product)));
      const ratio = now && before ? now / before : null;
      // Issue 30: /login and the dashboard at most 1.1× as late as the baseline; /home must have its card in the HTML.
      const verdict = ratio === null ? 'FAIL' : target.path === '/home' || ratio <= 1.1 ? 'pass' : 'FAIL (> 1.1×)';
      const shown = ratio === null ? '-' : `${ratio.toFixed(2)}×`;
      rows.push(['', '', 'current / baseline', ...Array.from({ length: runs }, () => ''), shown, '', verdict, '', '']);
    }
  }
  console.log(table(rows));

  console.log(
    '\nFetched before the page was ready, first measured load (as received, brotli or gzip; JS decompressed: what the browser parses; KB = 1024 B)',
  );
  const bytes: string[][] = [['page', 'build', 'JS', 'CSS', 'JS+CSS', 'fonts', 'HTML', 'requests', 'JS decompressed']];
  for (const target of TARGETS) {
    for (const product of products) {
      const transfer = samples.get(key(target, product))?.find((sample) => sample.transfer)?.transfer;
      if (!transfer) continue;
      bytes.push([
        target.path,
        product.label,
        kb(transfer.js),
        kb(transfer.css),
        kb(transfer.js + transfer.css),
        kb(transfer.fonts),
        kb(transfer.html),
        String(transfer.requests),
        kb(transfer.jsDecoded),
      ]);
    }
  }
  console.log(table(bytes));

  const notes: string[] = [];
  for (const target of TARGETS) {
    for (const product of products) {
      const list = samples.get(key(target, product)) ?? [];
      for (const failure of new Set(list.flatMap((sample) => (sample.failure ? [sample.failure] : [])))) {
        notes.push(`${target.path} ${product.label}: failed: ${failure}`);
      }
      for (const error of new Set(list.flatMap((sample) => sample.consoleErrors))) {
        notes.push(`${target.path} ${product.label}: console error: ${error}`);
      }
    }
  }
  if (notes.length) console.log(`\n${notes.join('\n')}`);
}

const argv = process.argv.slice(2);
const runs = numberOption(argv, 'runs', 5);

await withProducts(argv, async (products) => {
  const browser = await launchChromium();
  try {
    console.log(
      `Web cold loads: Chromium ${browser.version()}, 1366×900, a new context per load (empty cache, service ` +
        `workers blocked), ${runs} loads per page and build, interleaved; one unmeasured warm-up load each first.`,
    );
    for (const product of products) console.log(`  ${product.label}: ${product.baseUrl}`);
    console.log(`Load average at start: ${loadAverage()}`);
    for (const target of TARGETS) for (const product of products) await coldLoad(browser, product, target);

    const samples = new Map<string, Sample[]>();
    for (let run = 0; run < runs; run++) {
      for (const target of TARGETS) {
        // Alternate which build goes first, so neither always follows the other's load.
        for (const product of run % 2 ? [...products].reverse() : products) {
          const key = `${target.path} ${product.label}`;
          samples.set(key, [...(samples.get(key) ?? []), await coldLoad(browser, product, target)]);
        }
      }
    }
    console.log(`Load average at end: ${loadAverage()}\n`);
    report(products, samples, runs);
  } finally {
    await browser.close();
  }
});
