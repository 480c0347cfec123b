import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { newIdentity, registerByApi, waitForMessage } from './support/accounts.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { field, openPage, stored } from './support/pages.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

const t = (key: string) => text('en', 'auth', key);

describe('forgotten password', () => {
  it('sends a reset link, sets a new password with it, and logs in with the new one', async () => {
    const who = newIdentity('reset');
    await registerByApi(baseUrl, who);
    const newPassword = 'amber lantern harbour 77';

    const page = await openPage(browser, '/forgot', 'en');
    await field(page, t('fields.identifier')).fill(who.email);
    await page.getByRole('button', { name: t('forgot.submit') }).click();
    await page.getByRole('heading', { name: t('forgot.sent.email.title') }).waitFor();
    expect(await stored(page, 'email')).toBe(who.email);

    const email = await waitForMessage(baseUrl, 'email', who.email, /\/reset\?token=/);
    const link = new URL(/https?:\/\/\S+\/reset\?token=[\w-]+/.exec(email.body)![0]);
    await page.goto(link.pathname + link.search);
    await field(page, t('fields.newPassword')).fill(newPassword);
    await field(page, t('fields.confirmPassword')).fill(newPassword);
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await page.waitForURL('**/reset-success');
    await page.getByRole('heading', { name: t('resetSuccess.title') }).waitFor();

    // The link works once.
    const reused = await fetch(`${baseUrl}/api/auth/reset-password/${link.searchParams.get('token')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'another fine password 9' }),
    });
    expect(reused.status).toBe(400);

    await page
      .getByRole('main')
      .getByRole('link', { name: text('en', 'common', 'actions.login') })
      .click();
    await page.waitForURL('**/login');
    // The login screen says the password changed and fills in the identifier typed on /forgot.
    await page.getByText(t('login.afterReset')).waitFor();
    expect(await field(page, t('fields.identifier')).inputValue()).toBe(who.email);
    await field(page, t('fields.password')).fill(newPassword);
    await page.getByRole('button', { name: t('login.submit') }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: new RegExp(who.lastName) }).waitFor();
    expect(await stored(page, 'email')).toBeNull();
    await page.context().close();
  });

  it('texts the link to a mobile number typed on /forgot, and says so', async () => {
    const who = newIdentity('resetsms');
    await registerByApi(baseUrl, who);
    const page = await openPage(browser, '/forgot', 'en');
    await field(page, t('fields.identifier')).fill(who.phone);
    await page.getByRole('button', { name: t('forgot.submit') }).click();
    await page.getByRole('heading', { name: t('forgot.sent.phone.title') }).waitFor();
    expect(await page.getByRole('status').locator('bdi[dir="ltr"]').textContent()).toBe(who.phone);

    const sms = await waitForMessage(baseUrl, 'sms', who.e164, /\/reset\?token=/);
    const link = new URL(/https?:\/\/\S+\/reset\?token=[\w-]+/.exec(sms.body)![0]);
    await page.goto(link.pathname + link.search);
    const newPassword = 'copper meadow lantern 58';
    await field(page, t('fields.newPassword')).fill(newPassword);
    await field(page, t('fields.confirmPassword')).fill(newPassword);
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await page.waitForURL('**/reset-success');
    await page.context().close();
  });

  it('explains a reset link without a token and offers a new one', async () => {
    const page = await openPage(browser, '/reset', 'en');
    await page.getByRole('heading', { name: t('reset.invalidTitle') }).waitFor();
    await page.getByRole('link', { name: t('reset.requestNew') }).click();
    await page.waitForURL('**/forgot');
    await page.context().close();
  });
});
