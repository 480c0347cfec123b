import type { Tokens } from '@bayan/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { ACCOUNTS, loginByApi, openDashboard } from './support/dashboard.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
let member: Tokens;
let admin: Tokens;
let superadmin: Tokens;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  member = await loginByApi(baseUrl, ACCOUNTS.member);
  admin = await loginByApi(baseUrl, ACCOUNTS.admin);
  superadmin = await loginByApi(baseUrl, ACCOUNTS.superadmin);
});
afterAll(() => browser?.close());

const menu = (page: Page, lang: 'ar' | 'en') =>
  page.getByRole('navigation', { name: text(lang, 'dashboard', 'menu.label') });
const linkTexts = (page: Page, lang: 'ar' | 'en') =>
  menu(page, lang)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.textContent));

for (const lang of ['ar', 'en'] as const) {
  const t = (key: string) => text(lang, 'dashboard', key);

  describe(`the dashboard shell (${lang})`, () => {
    it('shows a MEMBER only home and profile, and the no-permission page for what is not theirs', async () => {
      const page = await openDashboard(browser, member, { lang });
      await menu(page, lang)
        .getByRole('link', { name: t('menu.profile') })
        .waitFor();
      expect(await linkTexts(page, lang)).toEqual([t('menu.home'), t('menu.profile')]);

      for (const path of ['/dashboard/users', '/dashboard/outbox', '/dashboard/utils/util-color']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: t('noPermission.title') }).waitFor();
        await page.getByText(t('noPermission.body'), { exact: true }).waitFor();
        expect(await menu(page, lang).isVisible()).toBe(true);
      }
      await page.goto('/dashboard/no/such/page');
      await page.getByRole('heading', { level: 1, name: t('notFound.title') }).waitFor();
      expect(await menu(page, lang).isVisible()).toBe(true);
      await page.context().close();
    });

    it('shows an ADMIN the management pages but not the system group', async () => {
      const page = await openDashboard(browser, admin, { lang });
      await menu(page, lang)
        .getByRole('link', { name: t('menu.users') })
        .waitFor();
      const links = await linkTexts(page, lang);
      for (const key of ['menu.home', 'menu.users', 'menu.events', 'menu.settings', 'menu.profile']) {
        expect(links).toContain(t(key));
      }
      expect(links).not.toContain(t('menu.outbox'));
      await page.goto('/dashboard/outbox');
      await page.getByRole('heading', { level: 1, name: t('noPermission.title') }).waitFor();
      await page.goto('/dashboard/users');
      await page.getByRole('heading', { level: 1, name: t('menu.users') }).waitFor();
      await page.context().close();
    });

    it(`anchors the drawer at the ${lang === 'ar' ? 'right' : 'left'} edge and offsets the content beside it`, async () => {
      const page = await openDashboard(browser, member, { lang });
      const nav = await menu(page, lang).boundingBox();
      const main = await page.getByRole('main').boundingBox();
      if (!nav || !main) throw new Error('no drawer or main on the page');
      // The page's edge: the window's, less the scrollbar's room the layout keeps (stable-gutter.tsx).
      const edge = await page.evaluate(() => document.body.getBoundingClientRect().right);
      expect(edge).toBeGreaterThan(1366 - 20);
      if (lang === 'ar') {
        expect(nav.x + nav.width).toBeGreaterThan(edge - 2);
        expect(main.x + main.width).toBeLessThanOrEqual(nav.x + 1);
      } else {
        expect(nav.x).toBeLessThan(2);
        expect(main.x).toBeGreaterThanOrEqual(nav.x + nav.width - 1);
      }
      // The toggle hides the persistent drawer and the content takes the whole width.
      await page.getByRole('button', { name: t('shell.closeMenu') }).click();
      await menu(page, lang).waitFor({ state: 'hidden' });
      const viewport = await page.evaluate(() => document.body.clientWidth);
      await expect.poll(async () => (await page.getByRole('main').boundingBox())?.width).toBe(viewport);
      await page.context().close();
    });

    it('slides the drawer over the content on a phone and closes it after a menu click', async () => {
      const page = await openDashboard(browser, member, { lang, width: 375 });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await menu(page, lang).isVisible()).toBe(false);
      await page.getByRole('button', { name: t('shell.openMenu') }).click();
      await menu(page, lang).waitFor();
      await settled(page);
      const nav = await menu(page, lang).boundingBox();
      expect(lang === 'ar' ? nav!.x + nav!.width : nav!.x).toBeCloseTo(lang === 'ar' ? 375 : 0, 0);
      await menu(page, lang)
        .getByRole('link', { name: t('menu.profile') })
        .click();
      await page.waitForURL('**/dashboard/profile');
      await menu(page, lang).waitFor({ state: 'hidden' });
      await page.context().close();
    });

    it('selects the menu entry of the page, shows the path from Dashboard and mirrors its separators', async () => {
      const page = await openDashboard(browser, superadmin, { lang, path: '/dashboard/utils/util-color' });
      const current = menu(page, lang).getByRole('link', { name: t('menu.color') });
      await current.waitFor();
      expect(await current.getAttribute('aria-current')).toBe('page');
      const crumbs = page.getByRole('navigation', { name: t('shell.breadcrumbs') });
      expect(await crumbs.getByRole('listitem').allInnerTexts()).toEqual([
        t('menu.dashboard'),
        t('menu.utilities'),
        t('menu.color'),
      ]);
      const flip = await crumbs
        .locator('.MuiBreadcrumbs-separator svg')
        .first()
        .evaluate((svg) => getComputedStyle(svg).transform);
      expect(flip).toBe(lang === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      await crumbs.getByRole('link', { name: t('menu.dashboard') }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.context().close();
    });

    it('greets the user in the profile menu, which leads to the account settings', async () => {
      const page = await openDashboard(browser, member, { lang });
      await page.getByRole('button', { name: t('shell.accountMenu') }).click();
      const greeting = t('shell.greeting').replace('{{name}}', member.profile.name);
      await page.getByText(greeting).waitFor();
      await page.getByRole('menuitem', { name: t('shell.accountSetting') }).click();
      await page.waitForURL('**/dashboard/profile');
      await page.getByRole('heading', { level: 1, name: text(lang, 'profile', 'title') }).waitFor();
      await page.context().close();
    });
  });
}
