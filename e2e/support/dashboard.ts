import type { Tokens } from '@bayan/shared';
import type { BrowserContext, Page, Response } from 'playwright-core';
import type { TestBrowser } from './browser.js';
import { logIn } from './second-factor.js';

/** The README's demo accounts: the first SUPERADMIN, an ADMIN and a MEMBER. */
export const ACCOUNTS = {
  superadmin: { login: 'admin@bayan.local', password: 'Bayan-Admin-2026' },
  admin: { login: 'manager@bayan.local', password: 'Bayan-Demo-2026' },
  member: { login: 'member@bayan.local', password: 'Bayan-Demo-2026' },
} as const;

/** An API login, through the second step (or the enrolment) an account with an authenticator app goes through. */
export async function loginByApi(baseUrl: string, account: { login: string; password: string }): Promise<Tokens> {
  return logIn(baseUrl, account);
}

/**
 * A dashboard page in a fresh context whose storage holds the session, as after a login. The
 * session is written once: a logout or a token renewal in the test is not undone on reload. A new
 * tab writes it again, unless `sharedSession`: then a tab opened later finds the session the app
 * holds (new tokens after a phone confirmation, which ends the old session).
 */
export async function openDashboard(
  browser: TestBrowser,
  tokens: Tokens,
  {
    path = '/dashboard',
    lang,
    width = 1366,
    modules,
    sharedSession = false,
  }: { path?: string; lang?: 'ar' | 'en'; width?: number; modules?: string; sharedSession?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ lang, width });
  if (modules !== undefined) await serveModules(context, modules);
  await context.addInitScript(
    ({ session, shared }) => {
      if (sessionStorage.getItem('seeded') || (shared && localStorage.getItem('e2e-seeded'))) return;
      sessionStorage.setItem('seeded', '1');
      if (shared) localStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', session.access_token);
      localStorage.setItem('refresh_token', session.refresh_token);
      localStorage.setItem('profile', JSON.stringify(session.profile));
    },
    { session: tokens, shared: sharedSession },
  );
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * Pages served as by a server started with `BAYAN_MODULES=<modules>`: the meta tag the server
 * writes into every page (its own test checks that) is rewritten on the way to the browser.
 */
async function serveModules(context: BrowserContext, modules: string): Promise<void> {
  await context.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      const response = await route.fetch();
      if (!response.headers()['content-type']?.includes('text/html')) return route.fulfill({ response });
      const html = await response.text();
      const meta = /(<meta name="bayan-modules" content=")[^"]*"/;
      if (!meta.test(html)) throw new Error('the served page names no modules');
      await route.fulfill({ response, body: html.replace(meta, `$1${modules}"`) });
    },
  );
}

/** An administrator's announcement to one account (POST /api/notifications). */
export async function announce(baseUrl: string, adminToken: string, pubkey: string, title: string, link?: string) {
  const res = await fetch(`${baseUrl}/api/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ title, description: `${title}: details`, link, to: { pubkey } }),
  });
  if (res.status !== 201) throw new Error(`/api/notifications answered ${res.status}: ${await res.text()}`);
}

/** Resolves once the page's live notification stream is connected. */
export function streamConnected(page: Page): Promise<Response> {
  return page.waitForResponse((response) => response.url().includes('/api/notifications/stream'));
}

/** Every skeleton gone: the page's data has arrived. */
export async function loaded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.MuiSkeleton-root') === null);
}

/** ٠–٩ in Arabic, 0–9 in English, as the app writes numbers. */
export const digits = (lang: 'ar' | 'en', value: number) =>
  lang === 'ar' ? String(value).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : String(value);
