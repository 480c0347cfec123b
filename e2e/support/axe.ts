import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settled } from './browser.js';

/** axe's serious and critical findings on the page as painted, one line each (rule: targets). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
