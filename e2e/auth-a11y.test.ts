import { seriousViolations } from './support/axe.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { openPage } from './support/pages.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

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
          // React has taken over (the button is enabled then), and its colour change has begun: axe
          // must not catch the button between the server's disabled look and the enabled one.
          await button.and(page.locator(':enabled')).waitFor();
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
