import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, fill, labelled, openAsAdmin, snackbar, type Lang } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { loaded, loginByApi, openDashboard } from './support/dashboard.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

const t = (lang: Lang, key: string, values: Record<string, string> = {}) => fill(text(lang, 'directory', key), values);
const save = (lang: Lang) => text(lang, 'common', 'actions.save');
/** `E2E_SHOTS=<dir>` keeps a picture of each screen, to look at as a person would. */
const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The list of one screen, searched for `name`, shows it (a table row or, on a phone, a card). */
async function findInList(page: Page, lang: Lang, screen: string, name: string) {
  await page.getByRole('searchbox', { name: t(lang, `${screen}.search`) }).fill(name);
  await page.waitForURL((url) => url.searchParams.get('q') === name);
  await page.getByText(name, { exact: true }).first().waitFor();
  // Until the searched page has come, the list is dimmed (and would fail a contrast check); its
  // fade back is a transition, which a loaded machine can still be running when the answer is in.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await settled(page);
}

/** Opens the screen's form, lets `fillForm` type into it, saves, and waits for the dialog to go. */
async function create(
  page: Page,
  lang: Lang,
  screen: string,
  fillForm: (form: ReturnType<typeof dialog>) => Promise<void>,
) {
  await page.goto(`/dashboard/${screen}`);
  await page.getByRole('button', { name: t(lang, `${screen}.add`) }).click();
  const form = dialog(page, t(lang, `${screen}.createTitle`));
  await fillForm(form);
  await form.getByRole('button', { name: save(lang) }).click();
  await snackbar(page)
    .getByText(text(lang, 'common', 'feedback.done.saved'))
    .waitFor();
  await form.waitFor({ state: 'detached' });
}

for (const lang of ['ar', 'en'] as const) {
  for (const width of [375, 1366]) {
    describe(`the clinic directory (${lang}, ${width} px)`, () => {
      it('adds a clinic, a speciality and a service through the forms and finds each in its list', async () => {
        const tag = `${lang}${width}-${Date.now().toString(36)}`;
        const names = { clinic: `Clinic ${tag}`, speciality: `Speciality ${tag}`, service: `Service ${tag}` };
        const page = await openAsAdmin(browser, baseUrl, '/dashboard/etablissements', lang, width);
        await page.getByRole('heading', { level: 1, name: text(lang, 'dashboard', 'menu.etablissements') }).waitFor();
        await loaded(page);
        expect(await seriousViolations(page)).toEqual([]);

        await create(page, lang, 'etablissements', async (form) => {
          await labelled(form, t(lang, 'fields.nameAr')).fill(`عيادة ${tag}`);
          await labelled(form, t(lang, 'fields.nameEn')).fill(names.clinic);
          // Arabic-Indic digits are read as the hour they mean.
          await labelled(form, t(lang, 'fields.startHour')).fill('٠٨:٠٠');
          expect(await seriousViolations(page)).toEqual([]);
          await shoot(page, `clinic-form-${lang}-${width}`);
        });
        await findInList(page, lang, 'etablissements', lang === 'ar' ? `عيادة ${tag}` : names.clinic);
        await page.getByText('08:00–21:00').first().waitFor();
        await shoot(page, `clinics-${lang}-${width}`);

        await create(page, lang, 'specialities', async (form) => {
          await labelled(form, t(lang, 'fields.nameAr')).fill(`تخصص ${tag}`);
          await labelled(form, t(lang, 'fields.nameEn')).fill(names.speciality);
        });
        await findInList(page, lang, 'specialities', lang === 'ar' ? `تخصص ${tag}` : names.speciality);
        expect(await seriousViolations(page)).toEqual([]);

        await create(page, lang, 'services', async (form) => {
          await labelled(form, t(lang, 'fields.nameAr')).fill(`خدمة ${tag}`);
          await labelled(form, t(lang, 'fields.nameEn')).fill(names.service);
          await labelled(form, t(lang, 'fields.priceSar')).fill('150.50');
          await labelled(form, t(lang, 'fields.durationMinutes')).fill('30');
        });
        await findInList(page, lang, 'services', lang === 'ar' ? `خدمة ${tag}` : names.service);
        await page
          .getByText(lang === 'ar' ? /١٥٠٫٥٠/ : /150\.50/)
          .first()
          .waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await shoot(page, `services-${lang}-${width}`);

        // What the screens sent: the price in halalas.
        const res = await fetch(`${baseUrl}/api/services?q=${encodeURIComponent(names.service)}`);
        const { data } = (await res.json()) as { data: { priceHalalas: number; durationMinutes: number }[] };
        expect(data).toMatchObject([{ priceHalalas: 15_050, durationMinutes: 30 }]);
        await page.context().close();
      });
    });
  }
}

for (const lang of ['ar', 'en'] as const) {
  describe(`my room (${lang})`, () => {
    it('shows a doctor their room, or says none is assigned, on a phone', async () => {
      const doctor = await loginByApi(baseUrl, { login: 'doctor@bayan.local', password: 'Bayan-Demo-2026' });
      const page = await openDashboard(browser, doctor, { path: '/dashboard/my-room', lang, width: 375 });
      await page.getByRole('heading', { level: 1, name: text(lang, 'dashboard', 'menu.myRoom') }).waitFor();
      const room = labelled(page, t(lang, 'fields.room'));
      const none = page.getByRole('heading', { name: t(lang, 'myRoom.noneTitle') });
      await room.or(none).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `my-room-${lang}-375`);
      await page.context().close();
    });
  });
}
