import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { newIdentity, registerByApi } from './support/accounts.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { field, stored } from './support/pages.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

/** A page whose storage already holds a session, as if the user had logged in earlier. */
async function withSession(session: { token: string; refresh_token: string; profile: unknown }) {
  const context = await browser.newContext({ lang: 'en' });
  await context.addInitScript((s) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', s.token);
    localStorage.setItem('refresh_token', s.refresh_token);
    localStorage.setItem('profile', JSON.stringify(s.profile));
  }, session);
  return context.newPage();
}

const greeting = (lastName: string) => ({ level: 1, name: new RegExp(lastName) }) as const;

describe('the session', () => {
  it('logs in by phone number, logs out to /login, and the dashboard is then closed', async () => {
    const who = newIdentity('logout');
    await registerByApi(baseUrl, who);
    const context = await browser.newContext({ lang: 'en' });
    const page = await context.newPage();
    await page.goto('/login');
    await field(page, text('en', 'auth', 'fields.identifier')).fill(who.phone);
    await field(page, text('en', 'auth', 'fields.password')).fill(who.password);
    await page.getByRole('button', { name: text('en', 'auth', 'login.submit') }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', greeting(who.lastName)).waitFor();

    await page.getByRole('button', { name: text('en', 'dashboard', 'shell.accountMenu') }).click();
    await page.getByRole('menuitem', { name: text('en', 'common', 'actions.logout') }).click();
    await page.waitForURL('**/login');
    // The address changes as the router commits /login; the session goes in the effect after it.
    for (const key of ['token', 'refresh_token', 'profile']) await expect.poll(() => stored(page, key)).toBeNull();
    await page.getByRole('link', { name: text('en', 'common', 'nav.register') }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL('**/home');
    await context.close();
  });

  it('renews an expired access token with the refresh token and carries on', async () => {
    const who = newIdentity('refresh');
    const tokens = await registerByApi(baseUrl, who);
    const page = await withSession({ ...tokens, token: 'expired.or.forged' });
    await page.goto('/dashboard');
    await page.getByRole('heading', greeting(who.lastName)).waitFor();
    await expect.poll(() => stored(page, 'token')).not.toBe('expired.or.forged');
    expect(await stored(page, 'refresh_token')).not.toBe(tokens.refresh_token);
    expect(page.url()).toMatch(/\/dashboard$/);
    await page.context().close();
  });

  it('ends a session whose refresh token is refused and lands on /login', async () => {
    const who = newIdentity('expired');
    const tokens = await registerByApi(baseUrl, who);
    const page = await withSession({ ...tokens, token: 'expired.or.forged', refresh_token: 'revoked' });
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await expect.poll(() => stored(page, 'token')).toBeNull();
    await page.context().close();
  });
});
