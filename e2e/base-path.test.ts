import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Name, Page as ListPage } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdentity, registerByApi, waitForMessage } from './support/accounts.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { ACCOUNTS, announce, loginByApi, openDashboard, streamConnected } from './support/dashboard.js';
import { field, openPage } from './support/pages.js';
import { submitUiLogin } from './support/ui-second-factor.js';
import { freePort, stopProcess, waitForHealth } from '../bench/src/support/server-process.js';

/** The built product (the suite's global setup built it) started behind `BASE_PATH=/bayan`. */
let server: ChildProcess;
let dataDir: string;
let origin: string;
let base: string;
let browser: TestBrowser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bayan-e2e-base-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  base = `${origin}/bayan`;
  const env = { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  server = spawn('node', ['packages/server/dist/server.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...env, BASE_PATH: '/bayan' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(base, server, 150_000);
  browser = await launchBrowser(origin);
});
afterAll(async () => {
  await browser?.close();
  if (server) await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const t = (namespace: string, key: string) => text('en', namespace, key);

describe('the product under BASE_PATH=/bayan', () => {
  it('opens at /bayan on the home page with the names, and a name by its deep link', async () => {
    const first = ((await (await fetch(`${base}/api/names?limit=1`)).json()) as ListPage<Name>).data[0]!;
    // The bare base goes to its folder, whose root redirect is the home page.
    const page = await openPage(browser, '/bayan', 'en');
    await page.waitForURL(`${base}/home`);
    await page.locator('main a[href^="/bayan/name/"]', { hasText: first.name }).first().waitFor();
    await page.goto(`/bayan/name/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await page.context().close();
  });

  it('logs in through the form and gets a live notification, all under /bayan', async () => {
    const page = await openPage(browser, '/bayan/login', 'en');
    await field(page, t('auth', 'fields.identifier')).fill(ACCOUNTS.superadmin.login);
    await field(page, t('auth', 'fields.password')).fill(ACCOUNTS.superadmin.password);
    const connected = streamConnected(page);
    await submitUiLogin(page, 'en', base, ACCOUNTS.superadmin.login, () =>
      page.getByRole('button', { name: t('auth', 'login.submit') }).click(),
    );
    await page.waitForURL(`${base}/dashboard`);
    expect((await connected).url()).toBe(`${base}/api/notifications/stream`);

    const admin = await loginByApi(base, ACCOUNTS.superadmin);
    await announce(base, admin.access_token, admin.profile.pubkey, `Under the base ${Date.now()}`);
    const bell = text('en', 'notifications', 'bellUnread').replace('{{number}}', '1');
    await page.getByRole('button', { name: bell, exact: true }).waitFor();
    await page.context().close();
  });

  it('opens a list from the menu, exports it and reloads its deep link, all under /bayan', async () => {
    const page = await openDashboard(browser, await loginByApi(base, ACCOUNTS.superadmin), {
      path: '/bayan/dashboard',
      lang: 'en',
    });
    await page.getByRole('link', { name: t('dashboard', 'menu.users') }).click();
    await page.waitForURL(`${base}/dashboard/users`);
    // Any account's row: the other files' accounts may push the seeded ones to a later page.
    const account = page.getByRole('cell', { name: /^[^\s@]+@[^\s@]+$/ }).first();
    await account.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('common', 'actions.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    await page.reload();
    await account.waitFor();
    await page.context().close();
  });

  it('emails a password reset link under /bayan that opens the reset form', async () => {
    const who = newIdentity('base');
    await registerByApi(base, who);
    const page = await openPage(browser, '/bayan/forgot', 'en');
    await field(page, t('auth', 'fields.identifier')).fill(who.email);
    await page.getByRole('button', { name: t('auth', 'forgot.submit') }).click();
    await page.getByRole('heading', { name: t('auth', 'forgot.sent.email.title') }).waitFor();

    const email = await waitForMessage(base, 'email', who.email, /\/reset\?token=/);
    const link = /https?:\/\/\S+\/reset\?token=[\w-]+/.exec(email.body)![0];
    expect(link).toMatch(new RegExp(`^${base}/reset\\?token=`));
    await page.goto(link);
    await field(page, t('auth', 'fields.newPassword')).waitFor();
    await page.context().close();
  });
});
