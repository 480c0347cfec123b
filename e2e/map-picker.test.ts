import type { Tokens } from '@bayan/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { ACCOUNTS, loginByApi, openDashboard } from './support/dashboard.js';

const baseUrl = serverUrl();
const PAGE = '/dashboard/utils/form-inputs';
/** The Kaaba, where "my position" is in these tests. */
const MECCA = { latitude: 21.422478, longitude: 39.825183 };
let browser: TestBrowser;
let superadmin: Tokens;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  superadmin = await loginByApi(baseUrl, ACCOUNTS.superadmin);
});
afterAll(() => browser?.close());

/** Every request the page makes, by URL: the map must work with none leaving this server. */
function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const mapOf = (page: Page, lang: 'ar' | 'en') =>
  page.getByRole('application', { name: text(lang, 'mapPicker', 'map') });

for (const lang of ['ar', 'en'] as const) {
  describe(`the map picker (${lang})`, () => {
    it('loads Leaflet only with the picker, and draws the blank layer without leaving this server', async () => {
      const page = await openDashboard(browser, superadmin, { lang });
      const urls = requests(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(urls.some((url) => /leaflet/.test(url))).toBe(false);
      await page.goto(PAGE);
      const map = mapOf(page, lang);
      await map.waitFor();
      await page.locator('.bayan-blank-tile').first().waitFor();
      expect(urls.some((url) => /\/assets\/leaflet-map-[\w-]+\.js$/.test(url))).toBe(true);
      expect(urls.some((url) => /\/assets\/leaflet-map-[\w-]+\.css$/.test(url))).toBe(true);
      expect(urls.filter((url) => !url.startsWith(baseUrl))).toEqual([]);
      // Leaflet's CSS is applied: its panes are laid out, the map has its size.
      expect(await map.evaluate((element) => element.classList.contains('leaflet-container'))).toBe(true);
      expect((await map.boundingBox())!.height).toBeGreaterThan(200);
      await page.context().close();
    });

    it('drops the pin at "my position" when the browser may share it', async () => {
      const page = await openDashboard(browser, superadmin, { lang, path: PAGE });
      await page.context().grantPermissions(['geolocation'], { origin: baseUrl });
      await page.context().setGeolocation(MECCA);
      await mapOf(page, lang).waitFor();
      await page.getByRole('button', { name: text(lang, 'mapPicker', 'myPosition') }).click();
      const pin = page.getByRole('button', { name: text(lang, 'mapPicker', 'pin') });
      await pin.waitFor();
      const latitude = page.getByRole('textbox', { name: text(lang, 'mapPicker', 'latitude') });
      const digits = (value: string) =>
        lang === 'ar' ? value.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace('.', '٫') : value;
      await expect.poll(() => latitude.inputValue()).toBe(digits(String(MECCA.latitude)));
      // The pin moves north with the arrow key.
      await pin.focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(async () => latitude.inputValue()).not.toBe(digits(String(MECCA.latitude)));
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.context().close();
    });

    it('says so when the position is refused, and the address stays usable', async () => {
      const page = await openDashboard(browser, superadmin, { lang, path: PAGE });
      await page.context().clearPermissions();
      await mapOf(page, lang).waitFor();
      await page.getByRole('button', { name: text(lang, 'mapPicker', 'myPosition') }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(text(lang, 'mapPicker', 'refused'));
      const building = page.getByRole('textbox', { name: text(lang, 'address', 'buildingNumber') });
      await building.fill('٨٢٢٨');
      await building.blur();
      expect(await building.getAttribute('aria-invalid')).toBe('false');
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });

    it('opens the Umm al-Qura picker from the Hijri date, chooses a day with the keyboard, axe clean', async () => {
      const page = await openDashboard(browser, superadmin, { lang, width: 375, path: PAGE });
      const gregorian = page.getByRole('textbox', { name: text(lang, 'dualDate', 'gregorian') });
      await gregorian.fill('2025-06-26');
      await page.getByRole('button', { name: text(lang, 'dualDate', 'openPicker') }).click();
      const picker = page.getByRole('dialog', { name: text(lang, 'dualDate', 'picker') });
      await picker.waitFor();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      // The chosen day (1 Muharram 1447) has the keyboard; the next day is to its left in Arabic.
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      await expect.poll(focused).toMatch(lang === 'ar' ? /^١ محرم/ : /^1 Muharram/);
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(focused).toMatch(lang === 'ar' ? /^٢ محرم/ : /^2 Muharram/);
      await page.keyboard.press('Enter');
      await picker.waitFor({ state: 'detached' });
      await expect.poll(() => gregorian.inputValue()).toBe(lang === 'ar' ? '٢٠٢٥-٠٦-٢٧' : '2025-06-27');
      await page.context().close();
    });
  });
}
