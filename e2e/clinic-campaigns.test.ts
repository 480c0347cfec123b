import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmation, dialog, fill, labelled, snackbar, type Lang } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { riyadhDay } from './support/clinic-seed.js';
import { seedClinic, type SeededClinic } from './support/clinic.js';
import { loaded, openDashboard } from './support/dashboard.js';
import { openPage } from './support/pages.js';

/**
 * Issue 11's promotions and campaigns, end to end: staff add a promotion (79.99 → 5.99 SAR) and a
 * campaign through the dashboard's forms; a visitor sees the promotion; a visitor is sent to log
 * in from the campaigns page, comes back and registers; staff accept after the prompt; the
 * patient sees ACCEPTED. Axe finds nothing serious on any screen.
 */
const baseUrl = serverUrl();
let browser: TestBrowser;
let clinic: SeededClinic;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  clinic = await seedClinic(baseUrl);
}, 180_000);
afterAll(() => browser?.close());

const c = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  fill(text(lang, 'clinicCampaigns', key), values);
const d = (lang: Lang, key: string) => text(lang, 'directory', key);
const SHOTS = process.env.E2E_SHOTS;

async function check(page: Page, name: string) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  expect(await seriousViolations(page), name).toEqual([]);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Opens a dashboard screen's add form, lets `fillForm` type, saves, and waits for the dialog to go. */
async function create(
  page: Page,
  lang: Lang,
  screen: string,
  fillForm: (form: ReturnType<typeof dialog>) => Promise<void>,
) {
  await page.goto(`/dashboard/${screen}`);
  await loaded(page);
  await page.getByRole('button', { name: d(lang, `${screen}.add`) }).click();
  const form = dialog(page, d(lang, `${screen}.createTitle`));
  await fillForm(form);
  await check(page, `${screen}-form-${lang}`);
  await form.getByRole('button', { name: text(lang, 'common', 'actions.save') }).click();
  await snackbar(page)
    .getByText(text(lang, 'common', 'feedback.done.saved'))
    .waitFor();
  await form.waitFor({ state: 'detached' });
}

for (const [lang, width] of [
  ['ar', 1366],
  ['en', 375],
] as const) {
  describe(`promotions and campaigns (${lang}, ${width} px)`, () => {
    it('staff publish, a visitor sees, a patient registers, staff accept, the patient sees it', async () => {
      const tag = `${lang}${width}-${Date.now().toString(36)}`;
      const promotion = { ar: `عرض ${tag}`, en: `Promotion ${tag}` };
      const campaign = { ar: `حملة ${tag}`, en: `Campaign ${tag}` };

      const staff = await openDashboard(browser, clinic.staff.tokens, { path: '/dashboard/promotions', lang, width });
      await create(staff, lang, 'promotions', async (form) => {
        await labelled(form, c(lang, 'fields.titleAr')).fill(promotion.ar);
        await labelled(form, c(lang, 'fields.titleEn')).fill(promotion.en);
        await labelled(form, c(lang, 'fields.priceSar')).fill('79.99');
        await labelled(form, c(lang, 'fields.priceAfterDiscountSar')).fill('5.99');
        await labelled(form, c(lang, 'fields.validFrom')).fill(riyadhDay(0));
        await labelled(form, c(lang, 'fields.validTo')).fill(riyadhDay(10));
      });
      await staff.getByText(promotion[lang], { exact: true }).first().waitFor();
      await check(staff, `promotions-${lang}-${width}`);

      await create(staff, lang, 'campaigns', async (form) => {
        await labelled(form, c(lang, 'fields.titleAr')).fill(campaign.ar);
        await labelled(form, c(lang, 'fields.titleEn')).fill(campaign.en);
        await labelled(form, c(lang, 'fields.date')).fill(riyadhDay(3));
        await labelled(form, c(lang, 'fields.capacity')).fill('5');
        await labelled(form, c(lang, 'fields.startTime')).fill('09:00');
        await labelled(form, c(lang, 'fields.endTime')).fill('13:00');
      });
      await staff.getByText(campaign[lang], { exact: true }).first().waitFor();
      await check(staff, `campaigns-${lang}-${width}`);

      // What the form sent: the prices in halalas.
      const sent = (await (await fetch(`${baseUrl}/api/promotions/current`)).json()) as {
        titleEn: string;
        price: number;
        priceAfterDiscount: number;
      }[];
      expect(sent.find((p) => p.titleEn === promotion.en)).toMatchObject({ price: 7999, priceAfterDiscount: 599 });

      // A visitor: the promotion, its old price struck through.
      const visitor = await openPage(browser, '/promotions', lang, width);
      const card = visitor.getByRole('article', { name: promotion[lang] });
      await card.waitFor();
      expect(await card.locator('del').textContent()).toMatch(lang === 'ar' ? /٧٩٫٩٩/ : /79\.99/);
      await check(visitor, `site-promotions-${lang}-${width}`);

      // The campaigns page sends the visitor to log in, and brings them back to register.
      await visitor.goto('/campaigns');
      const campaignCard = visitor.getByRole('article', { name: campaign[lang] });
      await campaignCard.waitFor();
      await check(visitor, `site-campaigns-visitor-${lang}-${width}`);
      await campaignCard.getByRole('link', { name: text(lang, 'siteCampaigns', 'loginToRegister') }).click();
      await visitor.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/campaigns');
      const { login, password } = clinic.patient.credentials;
      await labelled(visitor, text(lang, 'auth', 'fields.identifier')).fill(login);
      await labelled(visitor, text(lang, 'auth', 'fields.password')).fill(password);
      await visitor.getByRole('button', { name: text(lang, 'auth', 'login.submit') }).click();
      await visitor.waitForURL((url) => url.pathname === '/campaigns', { timeout: 15_000 });
      await campaignCard.getByRole('button', { name: text(lang, 'siteCampaigns', 'register') }).click();
      // The prompt says what, when and for whom before anything is sent (finding 35).
      await visitor
        .getByRole('alertdialog')
        .getByRole('button', { name: text(lang, 'siteCampaigns', 'registerConfirm') })
        .click();
      await snackbar(visitor)
        .getByText(text(lang, 'siteCampaigns', 'registered'))
        .waitFor();
      const pending = `${text(lang, 'siteCampaigns', 'yourRegistration')}: ${text(lang, 'siteCampaigns', 'status.PENDING')}`;
      await campaignCard.getByText(pending).waitFor();
      await check(visitor, `site-campaigns-pending-${lang}-${width}`);

      // Staff accept it, after the prompt.
      await staff.goto('/dashboard/campaign-registrations');
      await loaded(staff);
      const accept = staff.getByRole('button', {
        name: c(lang, 'registrations.accept', { name: clinic.patient.name }),
      });
      await accept.first().waitFor();
      await check(staff, `registrations-${lang}-${width}`);
      await accept.first().click();
      const prompt = confirmation(staff, c(lang, 'registrations.acceptTitle'));
      await check(staff, `registrations-prompt-${lang}-${width}`);
      await prompt.getByRole('button', { name: c(lang, 'registrations.acceptConfirm') }).click();
      await snackbar(staff).getByText(c(lang, 'registrations.accepted')).waitFor();
      await prompt.waitFor({ state: 'detached' });

      // The patient sees it accepted.
      await visitor.reload();
      const accepted = `${text(lang, 'siteCampaigns', 'yourRegistration')}: ${text(lang, 'siteCampaigns', 'status.ACCEPTED')}`;
      await visitor.getByRole('article', { name: campaign[lang] }).getByText(accepted).waitFor();
      await check(visitor, `site-campaigns-accepted-${lang}-${width}`);
      await staff.context().close();
      await visitor.context().close();
    });
  });
}
