import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  browser: Browser;
  newContext(options?: { lang?: 'ar' | 'en'; width?: number; height?: number }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, with no background network. Playwright gives every launch a
 * fresh temporary profile of its own (it refuses a --user-data-dir argument).
 */
export async function launchBrowser(baseUrl: string): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    async newContext({ lang, width = 1366, height = 900 } = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } });
      if (lang) await context.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
      return context;
    },
    async close() {
      await browser.close();
    },
  };
}

/**
 * Waits until no CSS animation or transition is running: axe measures colours as painted, and a
 * page still fading in (the 0.8 s page transition) has every colour at partial opacity.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' && !animation.pending),
  );
}
