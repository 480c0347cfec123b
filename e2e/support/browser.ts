import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  browser: Browser;
  newContext(options?: { lang?: 'ar' | 'en'; width?: number; height?: number }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with a fresh profile and no background network. */
export async function launchBrowser(baseUrl: string): Promise<TestBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bayan-chromium-'));
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
      `--user-data-dir=${profile}`,
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
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
