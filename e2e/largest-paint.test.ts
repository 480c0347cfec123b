import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

/**
 * Issue 14: what a visitor came for is the page's largest paint, drawn with the page, not
 * something that comes after it. The landing's hero text entered fully transparent (the page
 * transition's fade), which a browser does not count as shown, so its largest paint was a name card
 * that arrived with the API's answer; at a phone's width the login's was the footer.
 */
const PAGES = [
  { path: '/home', largest: (lang: 'ar' | 'en') => text(lang, 'names', 'hero.intro') },
  { path: '/login', largest: (lang: 'ar' | 'en') => text(lang, 'auth', 'login.intro').replace(/\{\{site\}\}.*$/, '') },
];

for (const lang of ['ar', 'en'] as const) {
  for (const { path, largest } of PAGES) {
    it(`${path}'s largest paint is its own text, in the main landmark (${lang}, 412 px)`, async () => {
      const context = await browser.newContext({ lang, width: 412, height: 823 });
      await context.addInitScript(() => {
        const seen: { text: string; inMain: boolean }[] = [];
        Object.assign(window, { largestPaints: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            seen.push({ text: entry.element?.textContent ?? '', inMain: Boolean(entry.element?.closest('main')) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(path);
      // Until the names have come, and a moment more: a card drawn later would be a later entry.
      if (path === '/home') await page.getByRole('heading', { level: 3 }).first().waitFor();
      await page.locator('footer').waitFor();
      await page.waitForTimeout(500);
      const paints = await page.evaluate(
        () => (window as unknown as { largestPaints: { text: string; inMain: boolean }[] }).largestPaints,
      );
      const last = paints.at(-1);
      expect(last?.inMain, JSON.stringify(paints)).toBe(true);
      expect(last?.text, JSON.stringify(paints)).toContain(largest(lang));
      await context.close();
    });
  }
}
