#!/usr/bin/env node
// First-load budgets of the web app (issue 14), read from the build, not a clock: for each page,
// the brotli size of the JavaScript and CSS the browser fetches before the page renders (the
// entry, the page's lazy modules, their static imports). Fonts are listed apart. Exits non-zero
// when a page is over its limit or a lazy module over 60 KB. Needs `npm run build` first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lazyModules } from './web-budget-graph.mjs';

const dist = process.env.BUDGET_DIST
  ? path.resolve(process.env.BUDGET_DIST)
  : path.resolve(import.meta.dirname, '../packages/web/dist');
const KB = 1024;

/**
 * `scripts` holds each page's count of scripts: each is a request, a round trip on a phone's
 * network. The build copies small shared chunks into the pages that read them (web vite.config.ts,
 * inlineCommonChunks): 29 → 5 on /home, 60 → 15 on the dashboard.
 *
 * Each first view (web first-views.ts: a page and the lazy modules it renders on a first visit,
 * as routes declare them) with its budget; the build records each one's files, and a module moved
 * or renamed fails the build rather than going uncounted. `limit` is what CI holds today: the
 * figure when it was last set plus 3 KB, so that growth fails (issue 30). Issue 14 set 120 KB for
 * the public pages, which only Preact in React's place met; issue 30 retired that target with it:
 * the browser runs React itself (react-dom, ~48 KB more on every page), and speed is to come from
 * the architecture (server-rendered public pages), measured in bench/, not from a copy of a library.
 * What every page carries (the entry): React and react-dom, MUI's core with emotion and the RTL
 * flip, the query client, both languages' common catalogue, the router and i18n. The login and
 * register forms add react-hook-form (~12 KB); their schemas, zod (~22 KB) and the resolver come
 * when the browser is idle after the first paint (useZodForm's schema loader). A page calls the API
 * with its own module's routes (`AUTH_ROUTES['auth.login']`): the permission map as a whole
 * (API_ROUTES) is the server's and the tests', and no page carries it; the error catalogue stays on
 * the server.
 * The dashboard's route tables, menu and shell are one lazy script (layouts/dashboard/dashboard-app.tsx)
 * fetched when a dashboard path is entered: the public pages carry none of it.
 * zod stays out of every first load but the forms' (dashboard 199.9 → 173.9 KB): a shared module a
 * page needs at first paint holds constants and plain functions, never schemas (genders.ts,
 * page-size.ts, riyadh-time.ts, …); the dashboard checks what it reads with small guards
 * (profile-guard.ts, notification-guard.ts), each tested against the schema it mirrors.
 * The dashboard menu (its icons and roles) comes with the shell: each feature's menu.ts, gathered
 * by app/feature-menus.ts. BUDGET_DIST=<dir> reads another build (a branch's, to compare).
 */
const PAGES = [
  // The public pages count the header's links of the on modules (the clinic's, ~2 KB, one script):
  // the first render draws them (first-views.ts `whenOn`). With React (issue 30): /home 151.2,
  // /login 161.6, /register 168.2, the dashboard 202.7 KB (Preact's were 102.2, 112.9, 119.2, 152.4).
  // With react-router 7 and server rendering: 173.6, 184.3, 190.9, 225.6. With i18next 26 and
  // react-i18next 17 in place of the in-house i18n: 188.1, 198.7, 209.1, 243.9 KB. i18next is one
  // class (13.8 KB whole, nothing to shake off), in the entry with react-i18next's hook: +14.4 KB on
  // every page; react-i18next's <Trans> and its markup parser add 3.9 KB to the two first views
  // whose sentences hold elements (the sign-up form's terms link, the dashboard home's email and phone).
  // With stylis-plugin-rtl (MUI's documented RTL) in the in-house flip's place: 189.3, 199.9, 210.3,
  // 245.0 KB; the limits are those + ~3 KB. The audit log's words for deed types, states and roles come
  // from shared, not the deeds' catalogues (issue 32 briefly had them in the dashboard's load: 257.5 KB).
  // Issues 32 and 33 (the Hijri picker and published table kept lazy; i18next's backend connector
  // loading the catalogues with the spec's retries, the `user` key, the national address's new
  // parts in the profile guard): 190.7, 201.2, 211.8, 248.0 KB; the limits are those + ~3 KB.
  // Issues 35 and 36 on the dashboard's every load (the waitlist's and the audit check's menu and
  // words, the second factor's enrolment gate in the session and the profile guard): 249.4 → 251.0 KB;
  // its limit is that + 3 KB. The login's second step (its code field and zod) is lazy: 202.7 KB.
  // Issue 36's passkeys put a "Sign in with a passkey" button and its mutation on the login form
  // (the WebAuthn library itself comes on the click): /login 203.2 → 204.0 KB, its limit that + 3 KB.
  { page: '/home', limit: 194, scripts: 7 },
  { page: '/login', limit: 207, scripts: 9 },
  { page: '/register', limit: 215, scripts: 10 },
  { page: '/dashboard', limit: 254, scripts: 16 },
];
const LAZY_MODULE_BUDGET = 60;

/** The size the browser downloads: the `.br` copy the build wrote, or the file itself when brotli would not shrink it. */
function brotliSize(file) {
  const full = path.join(dist, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
}
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (files) => files.reduce((total, file) => total + brotliSize(file), 0);

const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const failures = [];
const fail = (message) => failures.push(`OVER BUDGET ${message}`);

// Each page's files, as the build recorded them for the server's preload links (web first-views.ts).
const viewsPath = path.join(dist, '.vite/first-views.json');
const views = new Map(JSON.parse(readFileSync(viewsPath, 'utf8')).map((view) => [view.path, view]));
for (const viewPath of views.keys())
  if (!PAGES.some(({ page }) => page === viewPath))
    fail(`${viewPath}: a first view (web first-views.ts) with no budget here`);

console.log('First load, JavaScript + CSS, brotli:');
for (const { page, limit, scripts } of PAGES) {
  const view = views.get(page);
  if (!view) {
    fail(`${page}: not a first view of the build (web first-views.ts)`);
    continue;
  }
  const { js, css, assets } = view;
  const total = sum(js) + sum(css);
  const parts = `JS ${kb(sum(js))}, CSS ${kb(sum(css))}, ${js.length} scripts`;
  console.log(`  ${page.padEnd(11)} ${kb(total).padStart(9)}  limit ${limit} KB  (${parts})`);
  if (total > limit * KB) fail(`${page}: ${kb(total)} > ${limit} KB`);
  if (js.length > scripts) fail(`${page}: ${js.length} scripts > ${scripts}`);
  const fonts = assets.filter((file) => file.endsWith('.woff2'));
  if (fonts.length > 0)
    console.log(`  ${''.padEnd(11)} fonts apart: ${fonts.length} woff2, ${kb(sum(fonts))} if every subset were used`);
}

// The medium and bold faces come once the first paint is drawn (web src/lib/late-font-faces.ts), on every page.
const firstLoadFonts = new Set([...views.values()].flatMap(({ assets }) => assets));
const laterFonts = Object.values(manifest)
  .map(({ file }) => file)
  .filter((file) => file.endsWith('.woff2') && !firstLoadFonts.has(file));
if (laterFonts.length > 0)
  console.log(`  after the first paint: ${laterFonts.length} woff2, ${kb(sum(laterFonts))} if every subset were used`);

for (const key of lazyModules(manifest)) {
  const size = brotliSize(manifest[key].file);
  if (size > LAZY_MODULE_BUDGET * KB) fail(`lazy module ${key}: ${kb(size)} > ${LAZY_MODULE_BUDGET} KB`);
}

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`Every lazy module within ${LAZY_MODULE_BUDGET} KB.`);
