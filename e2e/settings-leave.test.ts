import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { labelled, openAsAdmin } from './support/admin.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

/**
 * The browser's back button with a typed setting unsaved (issue 15): in Chromium the router's own
 * popstate listener runs first, which a component test (jsdom) does not show.
 */
describe('leaving the settings with a typed value unsaved', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`asks before the back button leaves, keeps the typing when staying, leaves when told (${lang})`, async () => {
      const page = await openAsAdmin(browser, baseUrl, '/dashboard/users', lang);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('link', { name: text(lang, 'dashboard', 'menu.settings'), exact: true }).click();
      await page.waitForURL(/\/dashboard\/settings$/);
      const site = labelled(page, lang === 'ar' ? 'اسم الموقع' : 'Site name');
      await expect.poll(() => site.inputValue()).not.toBe('');
      await site.fill('Not saved');
      await page.getByRole('button', { name: text(lang, 'common', 'actions.save'), exact: true }).waitFor();
      // The guard takes its place in the history once the page knows a value is unsaved.
      await page.waitForFunction(() => (history.state as Record<string, unknown> | null)?.leaveGuard === true);
      const ask = page.getByRole('alertdialog', { name: text(lang, 'settings', 'leave.title') });

      await page.goBack();
      await ask.waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/settings');
      await ask.getByRole('button', { name: text(lang, 'common', 'actions.cancel') }).click();
      await ask.waitFor({ state: 'detached' });
      expect(await site.inputValue()).toBe('Not saved');

      await page.goBack();
      await ask.getByRole('button', { name: text(lang, 'settings', 'leave.confirm') }).click();
      await page.waitForURL(/\/dashboard\/users$/);
      await page.context().close();
    });
  }
});
