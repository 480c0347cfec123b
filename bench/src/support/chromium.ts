import { chromium, type Browser } from 'playwright-core';

/*
 * Debian's Chromium as every browser run of the repository starts it: the e2e tests, the web
 * benchmark and Lighthouse. Here rather than in e2e/ because the benchmarks run compiled
 * (bench/dist), and the e2e tests import their TypeScript source.
 */

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (containers), and no network of its own (updates, sync, QUIC). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright gives every launch a fresh temporary profile of its own (it refuses a --user-data-dir argument). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
