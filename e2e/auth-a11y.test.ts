import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { openPage } from './support/pages.js';

const baseUrl = inject('baseUrl');
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

async function seriousViolations(page: Page) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const screens = [
  { path: '/login', submit: 'login.submit' },
  { path: '/register', submit: 'register.submit' },
] as const;

describe('accessibility of the auth screens', () => {
  for (const { path, submit } of screens) {
    for (const lang of ['ar', 'en'] as const) {
      for (const width of [375, 1366]) {
        it(`${path} has no serious or critical axe violations, also showing its errors (${lang}, ${width}px)`, async () => {
          const page = await openPage(browser, path, lang, width);
          const button = page.getByRole('button', { name: text(lang, 'auth', submit) });
          await button.waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          // The same page with every field in error.
          await button.click();
          await page
            .getByText(text(lang, 'common', 'form.required'))
            .first()
            .waitFor();
          expect(await seriousViolations(page)).toEqual([]);
          await page.context().close();
        });
      }
    }
  }
});
