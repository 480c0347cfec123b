import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

interface FontLoad {
  firstPaint: number;
  files: { name: string; start: number }[];
  loaded: string[];
}

/**
 * Issue 14: the regular faces are preloaded with the page and draw its first paint; the medium and
 * bold ones are asked for only once that paint is on screen (late-font-faces.ts), so that a phone’s
 * first paint does not wait on them, and then do arrive.
 */
for (const path of ['/home', '/login']) {
  it(`${path} asks for the medium and bold faces after its first paint, and gets them (ar, 412 px)`, async () => {
    const context = await browser.newContext({ lang: 'ar', width: 412, height: 823 });
    const page = await context.newPage();
    await page.goto(path);
    await page.locator('footer').waitFor();
    await page.waitForFunction(() => {
      let bold = false;
      document.fonts.forEach((face) => (bold ||= face.weight === '700' && face.status === 'loaded'));
      return bold;
    });
    const load: FontLoad = await page.evaluate(() => {
      const loaded: string[] = [];
      document.fonts.forEach((face) => face.status === 'loaded' && loaded.push(face.weight));
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        files: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => ({ name: entry.name.split('/').pop() ?? '', start: entry.startTime })),
        loaded,
      };
    });
    const report = JSON.stringify(load);
    const regular = load.files.filter(({ name }) => name.includes('-400-'));
    const later = load.files.filter(({ name }) => /-(500|700)-/.test(name));
    expect(regular.length, report).toBe(2);
    expect(
      regular.every(({ start }) => start < load.firstPaint),
      report,
    ).toBe(true);
    expect(later.length, report).toBeGreaterThanOrEqual(2);
    expect(
      later.every(({ start }) => start > load.firstPaint),
      report,
    ).toBe(true);
    expect(new Set(load.loaded), report).toEqual(new Set(['400', '500', '700']));
    await context.close();
  });
}
