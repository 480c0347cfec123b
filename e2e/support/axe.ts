import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { settled } from './browser.js';

/** axe-core's own minified build: the same rules as `axe.source`, half the script to parse. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** What @axe-core/playwright configures in a page it scans. */
const CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * axe's serious and critical findings on the page as painted, one line each (rule: targets).
 *
 * axe-core runs in the page itself, as `axe.run` over the whole document: what @axe-core/playwright's
 * AxeBuilder does in its legacy mode, and for a page without frames the same result as its default
 * runPartial + finishRun, which costs a second page and a second copy of axe for every scan. The
 * script is injected once per document, so a second scan of the same page (a dialog opened, a form
 * in error) reuses it. A page with frames is refused rather than scanned in part.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  if (frames.length > 0) {
    throw new Error(`axe scans the top document only; the page has frames: ${frames.map((f) => f.url())}`);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE + CONFIGURE);
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run(document),
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
