import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { checkScreen } from './support/screen.js';
import { seedClinic, type SeededClinic } from './support/clinic.js';
import { openDashboard } from './support/dashboard.js';

type Lang = 'ar' | 'en';
const baseUrl = serverUrl();
let browser: TestBrowser;
let clinic: SeededClinic;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  clinic = await seedClinic(baseUrl);
}, 120_000);
afterAll(() => browser?.close());

/** Painted and settled, no serious axe finding, nothing wider than the window; kept as a PNG when asked. */
async function check(page: Page, name: string) {
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: horizontal scroll`).toBeLessThanOrEqual(0);
  await checkScreen(page, name);
}

const nav = (lang: Lang, key: string) => text(lang, 'clinicSiteNav', key);
const menuButton = (page: Page, lang: Lang) => page.locator(`summary[aria-label="${nav(lang, 'menu')}"]`);

/** GET /api/appointments as the patient: the starts of their appointments. */
async function bookedStarts(seeded: SeededClinic): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/appointments?limit=100`, {
    headers: { authorization: `Bearer ${seeded.patient.tokens.access_token}` },
  });
  if (!res.ok) throw new Error(`appointments answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { start: string }[] };
  return body.data.map((appointment) => appointment.start);
}

const VISITS = [
  { lang: 'ar', width: 1366 },
  { lang: 'en', width: 375 },
] as const;

describe('the clinic’s public site', () => {
  for (const { lang, width } of VISITS) {
    it(`in ${lang} at ${width} px: a visitor finds a doctor, picks a time, logs in and books it`, async () => {
      const label = `site-${lang}-${width}`;
      const context = await browser.newContext({ lang, width });
      const page = await context.newPage();
      await page.goto('/home');
      // The header's clinic entries: links on a desktop, behind a disclosure on a phone (a summary,
      // a button to assistive technology, which Playwright's role queries do not count as one).
      if (width < 900) await menuButton(page, lang).click();
      await page
        .getByRole('navigation', { name: nav(lang, 'menu') })
        .getByRole('link', { name: nav(lang, 'doctors') })
        .click();
      await page.getByRole('heading', { level: 1, name: text(lang, 'clinicSite', 'doctors.title') }).waitFor();
      // Other files seed doctors of the same name on the shared server: this file's is found by its page.
      const card = page.locator(`main a[href$="/doctors/${clinic.doctor.pubkey}"]`);
      await card.waitFor();
      await check(page, `${label}-1-doctors`);

      await page.goto('/about');
      await page.getByRole('heading', { level: 1, name: text(lang, 'clinicSite', 'about.title') }).waitFor();
      await check(page, `${label}-2-about`);
      await page.goto('/specialities');
      await page.getByRole('heading', { level: 1, name: text(lang, 'clinicSite', 'specialities.title') }).waitFor();
      await check(page, `${label}-3-specialities`);

      await page.goto('/doctors');
      await card.click();
      await page.getByRole('heading', { level: 1, name: clinic.doctor.name }).waitFor();
      await page.locator('section button time').first().waitFor();
      await check(page, `${label}-4-doctor`);
      // A time a few minutes ahead: it is still free when the booking is confirmed.
      const start = await page.evaluate(
        (after) => {
          const times = Array.from(document.querySelectorAll('section button time[datetime]'));
          return times.map((time) => time.getAttribute('datetime')!).find((at) => Date.parse(at) >= after) ?? null;
        },
        Date.now() + 3 * 60_000,
      );
      expect(start, 'a free time ahead').not.toBeNull();
      await page.locator(`time[datetime="${start}"]`).click();

      const prompt = page.getByRole('dialog', { name: text(lang, 'clinicSite', 'doctor.loginTitle') });
      await prompt.getByText(text(lang, 'clinicSite', 'doctor.login')).waitFor();
      await check(page, `${label}-5-login-prompt`);
      await prompt.getByRole('link', { name: text(lang, 'clinicSite', 'doctor.toLogin') }).click();

      await page.waitForURL(/\/login\?returnTo=/);
      await page
        .getByRole('textbox', { name: text(lang, 'auth', 'fields.identifier') })
        .fill(clinic.patient.credentials.login);
      await page
        .getByLabel(text(lang, 'auth', 'fields.password'), { exact: false })
        .first()
        .fill(clinic.patient.credentials.password);
      await page.getByRole('button', { name: text(lang, 'auth', 'login.submit') }).click();

      // The wizard opens at its confirm step with the doctor and the time chosen.
      const confirm = page.getByRole('region', { name: text(lang, 'booking', 'steps.confirm') });
      await confirm.waitFor();
      await confirm.getByText(clinic.doctor.name).waitFor();
      await check(page, `${label}-6-confirm`);
      await confirm.getByRole('button', { name: text(lang, 'booking', 'confirm') }).click();
      await page.getByText(text(lang, 'booking', 'requested')).waitFor();
      expect((await bookedStarts(clinic)).map(Date.parse)).toContain(Date.parse(start!));
      await context.close();
    }, 120_000);
  }
});

describe('a server without the clinic module', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`in ${lang}, has no clinic entries in the header and no clinic pages`, async () => {
      const page = await openDashboard(browser, clinic.patient.tokens, {
        path: '/home',
        lang,
        width: 1366,
        modules: 'names,endowments',
      });
      await page
        .getByRole('link', { name: text(lang, 'common', 'nav.dashboard') })
        .first()
        .waitFor();
      expect(await page.getByRole('link', { name: nav(lang, 'doctors') }).count()).toBe(0);
      expect(await menuButton(page, lang).count()).toBe(0);
      await page.goto('/doctors');
      await page
        .getByRole('link', { name: text(lang, 'common', 'nav.dashboard') })
        .first()
        .waitFor();
      expect(await page.getByRole('heading', { name: text(lang, 'clinicSite', 'doctors.title') }).count()).toBe(0);
      // The rewriting of pages stops before the context closes (a favicon may still be on its way).
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
      await page.context().close();
    });
  }
  it('shows the entries when the module is on', async () => {
    const page = await openDashboard(browser, clinic.patient.tokens, { path: '/home', lang: 'en', width: 1366 });
    await page.getByRole('link', { name: nav('en', 'doctors') }).waitFor();
    await page.context().close();
  });
});
