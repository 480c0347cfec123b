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
