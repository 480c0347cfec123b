import type { Name, Page as ListPage } from '@bayan/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { ACCOUNTS, loaded, loginByApi, openDashboard } from './support/dashboard.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

/** Every public page (the names feature's detail page gets a real name's id in beforeAll). */
const PUBLIC = [
  '/home',
  '/login',
  '/register',
  '/register-success',
  '/forgot',
  '/reset',
  '/reset-success',
  '/account-verification',
  '/undo-change',
  '/phone-verification',
  '/force-password',
  '/contact',
  '/privacy',
  '/privacy-policy',
  '/no-such-page',
];

/** The dashboard's pages an admin opens: the core's, the clinic's and the template's demo pages. */
const DASHBOARD = [
  '',
  '/profile',
  '/users',
  '/names',
  '/landing',
  '/events',
  '/settings',
  '/outbox',
  '/appointments',
  '/appointments/pending',
  '/appointments/planned',
  '/appointments/completed',
  '/doctor-calendar',
  '/book-appointment',
  '/doctors',
  '/patients',
  '/etablissements',
  '/specialities',
  '/services',
  '/sections',
  '/rooms',
  '/agendas',
  '/time-off',
  '/utils/util-typography',
  '/utils/util-color',
  '/utils/util-shadow',
  '/utils/form-inputs',
  '/icons/tabler-icons',
  '/icons/material-icons',
  '/sample-page',
];

interface Violation {
  page: string;
  what: string;
}

/**
 * Records every Content-Security-Policy violation of `page` from its first script on: the
 * browser's `securitypolicyviolation` events (added before any page script runs, on every
 * document it loads) and the console's "Content Security Policy" reports.
 */
async function watchCsp(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  const where = () => new URL(page.url()).pathname;
  await page.exposeFunction('__cspViolation', (what: string) => violations.push({ page: where(), what }));
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (what: string) => void }).__cspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      const at = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${at} ${event.sample}`.trim());
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push({ page: where(), what: message.text() });
  });
  return violations;
}

/**
 * The page has drawn its heading, its data has arrived and it has stopped moving. (Not "network
 * idle": the dashboard keeps its notification stream open.)
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await loaded(page);
  await settled(page);
}

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  const res = await fetch(`${baseUrl}/api/names?limit=1`);
  PUBLIC.push(`/name/${((await res.json()) as ListPage<Name>).data[0]!.id}`);
});
afterAll(() => browser?.close());

describe('the Content-Security-Policy', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`reports no violation on any public page (${lang})`, async () => {
      const context = await browser.newContext({ lang });
      const page = await context.newPage();
      const violations = await watchCsp(page);
      for (const path of PUBLIC) await visit(page, path);
      expect(violations).toEqual([]);
      await context.close();
    });
  }

  it('reports no violation on the dashboard pages an admin opens', async () => {
    const page = await openDashboard(browser, await loginByApi(baseUrl, ACCOUNTS.superadmin), { path: '/' });
    const violations = await watchCsp(page);
    for (const path of DASHBOARD) await visit(page, `/dashboard${path}`);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("reports zod's JIT probe when zod is not jitless (the watch itself works)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = await watchCsp(page);
    await visit(page, '/home');
    // What zod does on its first object schema unless configured jitless: try `new Function`. It
    // runs from a click handler, as page code: code the test evaluates directly may use eval.
    await page.evaluate(() =>
      document.body.addEventListener('click', () => {
        try {
          new Function('');
        } catch {
          /* refused, as the policy says */
        }
      }),
    );
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatchObject({ page: '/home', what: expect.stringContaining('script-src') });
    await context.close();
  });
});
