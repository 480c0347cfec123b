import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.js';
import { loaded } from './dashboard.js';

/** A folder to keep each checked screen in (E2E_SHOTS=/tmp/shots), to look at as a user would. */
const SHOTS = process.env.E2E_SHOTS;

/** A screen painted, with no serious or critical axe finding; kept as a PNG when E2E_SHOTS asks. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await loaded(page);
  expect(await seriousViolations(page), name).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The two widths every screen is checked at: a phone's and a desktop's. */
const WIDTHS = [375, 1366] as const;

/**
 * checkScreen at the page's own width, then at the other of the two (the journey runs at one, its
 * screens are checked at both), and back: the layout follows the viewport as a rotated phone's does.
 */
export async function checkScreenAtBothWidths(page: Page, name: string): Promise<void> {
  const own = page.viewportSize()!;
  await checkScreen(page, `${name}-${own.width}`);
  for (const width of WIDTHS.filter((each) => each !== own.width)) {
    await page.setViewportSize({ width, height: own.height });
    await checkScreen(page, `${name}-${width}`);
  }
  await page.setViewportSize(own);
}
