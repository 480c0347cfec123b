import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPasswordEmail } from '../packages/server/src/modules/outbox/messages.js';
import { welcomeEmail } from '../packages/server/src/modules/users/users.messages.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';

/*
 * Two of the emails as a mail client draws them (Chromium given the HTML part alone): at a phone's
 * width and a desktop's, Arabic above English, each aligned to its own side, nothing wider than
 * the screen, nothing fetched. The PNGs stay in a temporary folder (E2E_SHOTS chooses another).
 */

const SHOTS = process.env.E2E_SHOTS ?? mkdtempSync(path.join(tmpdir(), 'bayan-e2e-emails-'));
const PUBLIC = 'https://bayan.example.org';
const EMAILS = {
  'password-reset': resetPasswordEmail(`${PUBLIC}/reset?token=${'Qm9_xZ'.repeat(7)}A`),
  welcome: welcomeEmail({
    name: 'نورة عبدالله العتيبي',
    email: 'noura.alotaibi@example.org',
    password: 'k7Q-pX2m-9RtZ',
    loginUrl: `${PUBLIC}/login`,
  }),
};

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser(serverUrl());
});
afterAll(() => browser?.close());

/** Where a section's heading and button sit against its content box (0: flush with that side). */
function measure() {
  const section = (lang: string) => {
    const cell = document.querySelector<HTMLElement>(`td[lang="${lang}"]`)!;
    const style = getComputedStyle(cell);
    const box = cell.getBoundingClientRect();
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    const heading = document.createRange();
    heading.selectNodeContents(cell.querySelector('h1')!);
    const gaps = (rect: DOMRect) => ({ left: Math.round(rect.left - left), right: Math.round(right - rect.right) });
    return {
      top: box.top,
      bottom: box.bottom,
      direction: style.direction,
      font: style.fontFamily,
      heading: gaps(heading.getBoundingClientRect()),
      button: gaps(cell.querySelector('td[bgcolor] > a')!.parentElement!.getBoundingClientRect()),
    };
  };
  return {
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    ar: section('ar'),
    en: section('en'),
  };
}

describe('emails in a browser', () => {
  it.each(Object.entries(EMAILS).flatMap(([name, email]) => [375, 1366].map((width) => [name, width, email] as const)))(
    '%s at %i px: Arabic right-aligned above English, no horizontal overflow, nothing fetched',
    async (name, width, email) => {
      const context = await browser.newContext({ width, height: 800 });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.setContent(email.html, { waitUntil: 'load' });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
      const { overflow, ar, en } = await page.evaluate(measure);
      await context.close();

      expect(overflow, 'wider than the screen').toBeLessThanOrEqual(0);
      expect(ar.bottom).toBeLessThanOrEqual(en.top);
      expect([ar.direction, en.direction]).toEqual(['rtl', 'ltr']);
      expect(ar.font).toMatch(/^"IBM Plex Sans Arabic", system-ui/);
      // Each section's heading and button start flush with its own side, far from the other one.
      for (const [from, other, section] of [
        ['right', 'left', ar],
        ['left', 'right', en],
      ] as const) {
        expect([section.heading[from], section.button[from]]).toEqual([0, 0]);
        expect(section.button[other]).toBeGreaterThan(20);
      }
      expect(requests).toEqual([]);
    },
  );
});
