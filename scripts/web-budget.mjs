#!/usr/bin/env node
// First-load budgets of the web app (issue 14), read from the build, not a clock: for each page,
// the brotli size of the JavaScript and CSS the browser fetches before the page renders (the
// entry, the page's lazy modules, their static imports). Fonts are listed apart. Exits non-zero
// when a page is over its limit or a lazy module over 60 KB. Needs `npm run build` first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { firstLoad, lazyModules } from './web-budget-graph.mjs';

const dist = process.env.BUDGET_DIST
  ? path.resolve(process.env.BUDGET_DIST)
  : path.resolve(import.meta.dirname, '../packages/web/dist');
const KB = 1024;
const ENTRY = 'index.html';

/**
 * Each page and the lazy modules it renders on a first visit, as routes declare them
 * (features/<feature>/index.ts, app/router.tsx). A module moved or renamed fails the script
 * rather than going uncounted. `target` is issue 14's goal; `limit` is what CI holds today, a
 * little above the current figure so that any growth fails: lower it as pages shrink, until it
 * meets the target. What every page carries (entry + runtime chunks, about 95 KB): MUI's core
 * with emotion and the RTL plugin (~33 KB), the router (~15 KB), the query client (~7 KB),
 * Preact (~6 KB), both languages' common catalogue (~4 KB), the in-house i18n (i18n/, ~1.3 KB;
 * i18next and react-i18next in its place were ~15 KB of every first load); the login and
 * register forms add react-hook-form (~13 KB); their schemas, zod (~22 KB) and the resolver come when the
 * browser is idle after the first paint (useZodForm's schema loader). The shared permission map and error
 * catalogue ride every page too, so each clinic route and message grows them all (+1.5–2 KB with the
 * clinic's directory and people): they are to be split per module and fetched with its pages.
 * zod stays out of every first load but the forms' (dashboard 199.9 → 173.9 KB): a shared module a
 * page needs at first paint holds constants and plain functions, never schemas (genders.ts,
 * page-size.ts, riyadh-time.ts, …); the dashboard checks what it reads with small guards
 * (profile-guard.ts, notification-guard.ts), each tested against the schema it mirrors.
 * The dashboard menu (its icons and roles) comes with the shell: each feature's menu.ts, gathered
 * by app/feature-menus.ts. BUDGET_DIST=<dir> reads another build (a branch's, to compare).
 */
const PAGES = [
  {
    page: '/home',
    target: 120,
    limit: 118,
    // A page's words (a feature's page-namespaces.ts) are fetched beside its script.
    modules: ['src/features/names/routes/landing.tsx', 'src/features/names/page-namespaces.ts'],
  },
  {
    page: '/login',
    target: 120,
    limit: 129,
    modules: ['src/features/auth/routes/login.tsx', 'src/features/auth/page-namespaces.ts'],
  },
  {
    page: '/register',
    target: 120,
    limit: 137,
    modules: ['src/features/auth/routes/register.tsx', 'src/features/auth/page-namespaces.ts'],
  },
  {
    page: '/dashboard',
    target: 200,
    // 175 → 176 with the endowments' 29 routes in the permission map and their menu section;
    // 176 → 161 with the in-house i18n.
    limit: 161,
    modules: [
      // The shell (router.tsx) and the menu guard of its pages (dashboard-routes.tsx).
      'src/app/layouts/dashboard/dashboard-layout.tsx',
      'src/app/layouts/dashboard/require-menu-access.tsx',
      'src/features/dashboard/routes/home.tsx',
      // The top bar's widgets load with the shell.
      'src/features/dashboard/components/profile-menu.tsx',
      'src/features/notifications/components/notification-bell.tsx',
    ],
    // The dashboard's own i18n namespaces (features/<feature>/namespaces.ts) come with the shell.
    fetchedWith: /^src\/features\/[^/]+\/namespaces\.ts$/,
  },
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

console.log('First load, JavaScript + CSS, brotli:');
for (const { page, target, limit, modules, fetchedWith } of PAGES) {
  const alongside = fetchedWith ? Object.keys(manifest).filter((key) => fetchedWith.test(key)) : [];
  const { js, css, assets } = firstLoad(manifest, [ENTRY, ...modules, ...alongside]);
  const total = sum(js) + sum(css);
  const parts = `JS ${kb(sum(js))}, CSS ${kb(sum(css))}, ${js.length} scripts`;
  console.log(`  ${page.padEnd(11)} ${kb(total).padStart(9)}  limit ${limit} KB, target ${target} KB  (${parts})`);
  if (total > limit * KB) fail(`${page}: ${kb(total)} > ${limit} KB`);
  const fonts = assets.filter((file) => file.endsWith('.woff2'));
  if (fonts.length > 0)
    console.log(`  ${''.padEnd(11)} fonts apart: ${fonts.length} woff2, ${kb(sum(fonts))} if every subset were used`);
}

for (const key of lazyModules(manifest)) {
  const size = brotliSize(manifest[key].file);
  if (size > LAZY_MODULE_BUDGET * KB) fail(`lazy module ${key}: ${kb(size)} > ${LAZY_MODULE_BUDGET} KB`);
}

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`Every lazy module within ${LAZY_MODULE_BUDGET} KB.`);
