import { seriousViolations as violationsOf } from './support/axe.js';
import type { Tokens } from '@bayan/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { ACCOUNTS, loaded, loginByApi, openDashboard } from './support/dashboard.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
let superadmin: Tokens;
let member: Tokens;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  superadmin = await loginByApi(baseUrl, ACCOUNTS.superadmin);
  member = await loginByApi(baseUrl, ACCOUNTS.member);
});
afterAll(() => browser?.close());

async function seriousViolations(page: Page) {
  await loaded(page);
  return violationsOf(page);
}

const PAGES = [
  '',
  '/profile',
  '/outbox',
  '/utils/util-typography',
  '/utils/util-color',
  '/utils/util-shadow',
  '/utils/form-inputs',
  '/icons/tabler-icons',
  '/icons/material-icons',
  '/sample-page',
  '/no-such-page',
];

for (const lang of ['ar', 'en'] as const) {
  describe(`accessibility of the dashboard (${lang})`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await openDashboard(browser, superadmin, { lang });
    });
    afterAll(() => page?.context().close());

    for (const path of PAGES) {
      it(`/dashboard${path} has no serious or critical axe violations`, async () => {
        await page.goto(`/dashboard${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    it('the open notification panel and profile menu have none either', async () => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: text(lang, 'notifications', 'bell') }).click();
      await page.getByRole('dialog', { name: text(lang, 'notifications', 'title') }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: text(lang, 'dashboard', 'shell.accountMenu') }).click();
      await page.getByRole('menu').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    });

    it("a MEMBER's home and no-permission page on a phone, drawer open, have none", async () => {
      const phone = await openDashboard(browser, member, { lang, width: 375 });
      await phone.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(phone)).toEqual([]);
      await phone.goto('/dashboard/settings');
      await phone.getByRole('heading', { level: 1, name: text(lang, 'dashboard', 'noPermission.title') }).waitFor();
      await phone.getByRole('button', { name: text(lang, 'dashboard', 'shell.openMenu') }).click();
      await phone.getByRole('navigation', { name: text(lang, 'dashboard', 'menu.label') }).waitFor();
      expect(await seriousViolations(phone)).toEqual([]);
      await phone.context().close();
    });
  });
}

describe('the dashboard with the keyboard', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        name: element?.getAttribute('aria-label') ?? element?.textContent ?? '',
        outline: element ? getComputedStyle(element).outlineStyle : '',
      };
    });

  it('reaches the drawer and the panels, shows where the focus is, and closes them with Escape', async () => {
    const page = await openDashboard(browser, member, { lang: 'en', width: 375 });
    const t = (key: string) => text('en', 'dashboard', key);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe(text('en', 'common', 'skipToContent'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ name: t('shell.openMenu'), outline: 'solid' });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: t('menu.label') });
    await menu.waitFor();
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    expect((await focused(page)).outline).toBe('solid');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: text('en', 'notifications', 'bell') }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: text('en', 'notifications', 'title') });
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toBe(text('en', 'notifications', 'bell'));
    await page.context().close();
  });
});
