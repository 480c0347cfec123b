import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { newIdentity, registerByApi } from './support/accounts.js';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { ACCOUNTS, announce, digits, loginByApi, openDashboard, streamConnected } from './support/dashboard.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
let adminToken: string;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  adminToken = (await loginByApi(baseUrl, ACCOUNTS.superadmin)).access_token;
});
afterAll(() => browser?.close());

/** A new account's dashboard, its live stream connected. */
async function freshDashboard(label: string, lang: 'ar' | 'en', width?: number) {
  const tokens = await registerByApi(baseUrl, newIdentity(label));
  // Opened on a public page first, so the wait for the stream starts before the dashboard does.
  const page = await openDashboard(browser, tokens, { lang, width, path: '/home' });
  const connected = streamConnected(page);
  await page.goto('/dashboard');
  await connected;
  return { page, pubkey: tokens.profile.pubkey };
}

const bellNamed = (page: Page, lang: 'ar' | 'en', unread: number) =>
  page.getByRole('button', {
    name: unread
      ? text(lang, 'notifications', 'bellUnread').replace('{{number}}', digits(lang, unread))
      : text(lang, 'notifications', 'bell'),
    exact: true,
  });

describe('notifications', () => {
  for (const lang of ['ar', 'en'] as const) {
    const t = (key: string) => text(lang, 'notifications', key);

    it(`arrive live in an open dashboard within 2 s and can be marked read (${lang})`, async () => {
      const { page, pubkey } = await freshDashboard(`bell${lang}`, lang);
      await bellNamed(page, lang, 0).waitFor();
      const title = `${lang === 'ar' ? 'اجتماع' : 'Meeting'} ${Date.now()}`;
      const sent = Date.now();
      await announce(baseUrl, adminToken, pubkey, title);
      await bellNamed(page, lang, 1).waitFor({ timeout: 2000 });
      expect(Date.now() - sent).toBeLessThan(2000);
      await page.getByText(t('arrived').replace('{{title}}', title)).waitFor();

      await bellNamed(page, lang, 1).click();
      const panel = page.getByRole('dialog', { name: t('title') });
      await panel.getByRole('heading', { name: title }).waitFor();
      await panel.getByText(`${title}: details`).waitFor();
      expect(await panel.getByText(t('new'), { exact: true }).count()).toBe(1);
      expect(await panel.locator('time').first().textContent()).toBe(lang === 'ar' ? 'الآن' : 'now');
      await settled(page);
      const width = (await panel.boundingBox())!.width;
      expect(width).toBeGreaterThanOrEqual(350);
      expect(width).toBeLessThanOrEqual(380);

      await panel.getByRole('button', { name: t('markOne').replace('{{title}}', title) }).click();
      await panel.getByText(t('read'), { exact: true }).waitFor();
      // The panel is modal: the bell behind it is hidden from assistive technology until it closes.
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await bellNamed(page, lang, 0).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
      await page.context().close();
    });
  }

  it('pages the panel ten at a time, fills a phone screen and marks everything read at once', async () => {
    const { page, pubkey } = await freshDashboard('pages', 'en', 375);
    for (let index = 1; index <= 12; index += 1) await announce(baseUrl, adminToken, pubkey, `Notice ${index}`);
    await bellNamed(page, 'en', 12).click();
    const panel = page.getByRole('dialog', { name: text('en', 'notifications', 'title') });
    await panel.getByRole('heading', { name: 'Notice 12' }).waitFor();
    expect(await panel.getByRole('heading', { level: 3 }).count()).toBe(10);
    await settled(page);
    expect((await panel.boundingBox())!.width).toBe(375);
    await panel.getByText('10 of 12').waitFor();
    await panel.getByRole('button', { name: text('en', 'notifications', 'loadMore') }).click();
    await panel.getByRole('heading', { name: 'Notice 1', exact: true }).waitFor();
    await panel.getByText('12 of 12').waitFor();
    await panel.getByRole('button', { name: text('en', 'notifications', 'markAll') }).click();
    await expect.poll(() => panel.getByText(text('en', 'notifications', 'new'), { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await bellNamed(page, 'en', 0).waitFor();
    await page.context().close();
  });
});
