import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../bench/src/support/chromium.js';

export interface TestBrowser {
  browser: Browser;
  /** `scripts: false` is a visitor without JavaScript (the server's HTML is the page). */
  newContext(options?: {
    lang?: 'ar' | 'en';
    width?: number;
    height?: number;
    scripts?: boolean;
  }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * A visitor who chose a language earlier: the stored `lang` and the cookie that mirrors it, which
 * the server reads to render the public pages in it (issue 30).
 */
export async function chooseLanguage(context: BrowserContext, baseUrl: string, lang: 'ar' | 'en'): Promise<void> {
  await context.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
  await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
}

/** Debian's Chromium, headless, with no background network, in a fresh profile (bench/src/support/chromium.ts). */
export async function launchBrowser(baseUrl: string): Promise<TestBrowser> {
  const browser = await launchChromium();
  return {
    browser,
    async newContext({ lang, width = 1366, height = 900, scripts = true } = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height },
        javaScriptEnabled: scripts,
      });
      if (lang) await chooseLanguage(context, baseUrl, lang);
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
