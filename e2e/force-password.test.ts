import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { createByAdmin, newIdentity } from './support/accounts.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { field, openPage, stored } from './support/pages.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

const t = (key: string) => text('ar', 'auth', key);

describe('an account an administrator created', () => {
  it('chooses its own password before reaching the dashboard', async () => {
    const who = newIdentity('force');
    await createByAdmin(baseUrl, who);
    const page = await openPage(browser, '/login');
    await field(page, t('fields.identifier')).fill(who.email);
    await field(page, t('fields.password')).fill(who.password);
    await page.getByRole('button', { name: t('login.submit') }).click();
    await page.waitForURL('**/force-password');
    await page.getByRole('heading', { level: 1, name: t('forcePassword.title') }).waitFor();

    // The dashboard stays closed until the password is changed.
    await page.goto('/dashboard');
    await page.waitForURL('**/force-password');

    const chosen = 'cedar window evening 31';
    await field(page, t('fields.newPassword')).fill(chosen);
    await field(page, t('fields.confirmPassword')).fill(`${chosen}!`);
    await page.getByRole('button', { name: t('forcePassword.submit') }).click();
    await page.getByText('كلمتا المرور غير متطابقتين.').waitFor();

    await field(page, t('fields.confirmPassword')).fill(chosen);
    await page.getByRole('button', { name: t('forcePassword.submit') }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: new RegExp(who.lastName) }).waitFor();
    const profile = JSON.parse((await stored(page, 'profile')) ?? '{}') as { must_change_password?: boolean };
    expect(profile.must_change_password).toBe(false);
    await page.context().close();
  });
});
