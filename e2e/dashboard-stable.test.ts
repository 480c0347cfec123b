import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { ACCOUNTS, loginByApi } from './support/dashboard.js';
import { launchWithScrollbars, layoutShifts, shiftReport } from './support/layout-shift.js';

const baseUrl = serverUrl();
// The page growing past the window as its figures arrive brings the scrollbar, which must not move it.
let withScrollbars: Browser;
beforeAll(async () => {
  withScrollbars = await launchWithScrollbars();
});
afterAll(() => withScrollbars?.close());

for (const lang of ['ar', 'en'] as const) {
  it(`the dashboard home shifts by at most 0.03 while its figures arrive (${lang}, 1366 px)`, async () => {
    const session = await loginByApi(baseUrl, ACCOUNTS.admin);
    const context = await withScrollbars.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
    await context.addInitScript(
      ({ tokens, language }) => {
        localStorage.setItem('lang', language);
        localStorage.setItem('token', tokens.access_token);
        localStorage.setItem('refresh_token', tokens.refresh_token);
        localStorage.setItem('profile', JSON.stringify(tokens.profile));
      },
      { tokens: session, language: lang },
    );
    const page = await context.newPage();
    // The figures come late, as on a slow network: the skeletons are drawn first and replaced.
    await page.route('**/api/dashboard/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/dashboard');
    await page.locator('section[aria-labelledby="home-overview"] .MuiPaper-root').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root'));
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1000);
    const shifts = await layoutShifts(page);
    const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
    expect(scrolls, 'the dashboard home is taller than the window (else this measures nothing)').toBe(true);
    // Arabic's first paint moves by ~0.011 as the webfont replaces the fallback; the scrollbar's
    // arrival moved the whole page by 0.055 before the gutter was kept (stable-gutter.tsx).
    const { total, detail } = shiftReport(shifts);
    expect(total, `shifts:\n${detail}`).toBeLessThanOrEqual(0.03);
    await context.close();
  });
}
