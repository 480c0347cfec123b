import type { Tokens } from '@bayan/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { ACCOUNTS, loginByApi, openDashboard } from './support/dashboard.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
let superadmin: Tokens;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  superadmin = await loginByApi(baseUrl, ACCOUNTS.superadmin);
});
afterAll(() => browser?.close());

/** The menu's entries: its links and the buttons that open a section. */
const menuEntries = (page: Page, lang: 'ar' | 'en') =>
  page
    .getByRole('navigation', { name: text(lang, 'dashboard', 'menu.label') })
    .locator('a, [role="button"]')
    .evaluateAll((entries) => entries.map((entry) => entry.textContent));

for (const lang of ['ar', 'en'] as const) {
  const t = (key: string) => text(lang, 'dashboard', key);

  describe(`a server without the names module (${lang})`, () => {
    it('has no names menu entries or pages, and a welcome for a home page', async () => {
      const page = await openDashboard(browser, superadmin, { lang, modules: 'clinic,endowments' });
      await page.getByRole('link', { name: t('menu.users') }).waitFor();
      const entries = await menuEntries(page, lang);
      expect(entries).toContain(t('menu.users'));
      expect(entries).not.toContain(t('menu.names'));
      // The home statistics have no names card either.
      await page.getByRole('main').getByText(t('home.stats.events'), { exact: true }).first().waitFor();
      expect(await page.getByText(t('home.stats.names'), { exact: true }).count()).toBe(0);

      await page.goto('/dashboard/names');
      await page.getByRole('heading', { level: 1, name: t('notFound.title') }).waitFor();

      await page.goto('/home');
      await page.getByRole('heading', { level: 1, name: text(lang, 'common', 'siteName') }).waitFor();
      await page.getByText(text(lang, 'common', 'welcome.intro')).waitFor();
      await page
        .getByRole('link', { name: text(lang, 'common', 'nav.dashboard') })
        .first()
        .waitFor();
      expect(await page.getByRole('searchbox').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it('keeps them all when every module is on', async () => {
      const page = await openDashboard(browser, superadmin, { lang, modules: 'names,clinic,endowments' });
      await page.getByRole('link', { name: t('menu.users') }).waitFor();
      expect(await menuEntries(page, lang)).toContain(t('menu.names'));
      await page.getByText(t('home.stats.names'), { exact: true }).waitFor();
      await page.context().close();
    });
  });
}
