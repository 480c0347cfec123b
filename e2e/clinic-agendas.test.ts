import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, fill, openAsAdmin, type Lang } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { freeSlots, riyadhDay, seedDoctor } from './support/clinic-seed.js';
import { loaded } from './support/dashboard.js';
import { toArabicDigits } from './support/pages.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
/** Where the screens are kept to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/bayan-e2e-shots';

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const t = (lang: Lang, key: string, values: Record<string, string> = {}) => fill(text(lang, 'agendas', key), values);
const menu = (lang: Lang, key: string) => text(lang, 'dashboard', `menu.${key}`);
const typed = (lang: Lang, value: string) => (lang === 'ar' ? toArabicDigits(value) : value);
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const weekday = (lang: Lang, day: number) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory' : 'en', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 4 + day),
  );

/** Fills the new agenda form: two weeks from tomorrow, Saturday 09:00–13:00 copied to every day, one type. */
async function createAgenda(page: Page, lang: Lang, doctor: string) {
  await page.getByRole('button', { name: t(lang, 'list.add') }).click();
  const form = dialog(page, t(lang, 'form.createTitle'));
  await form.getByRole('combobox', { name: t(lang, 'form.doctor') }).selectOption(doctor);
  await form.getByRole('textbox', { name: t(lang, 'form.startDate') }).fill(typed(lang, riyadhDay(1)));
  await form.getByRole('textbox', { name: t(lang, 'form.endDate') }).fill(typed(lang, riyadhDay(14)));
  const saturday = form.getByRole('group', { name: weekday(lang, 6) });
  await saturday.getByRole('button', { name: t(lang, 'hours.add', { day: weekday(lang, 6) }) }).click();
  await saturday.getByRole('combobox').selectOption('all');
  await form.getByRole('textbox', { name: t(lang, 'typeForm.nameAr') }).fill('كشف عام');
  await form.getByRole('textbox', { name: t(lang, 'typeForm.nameEn') }).fill('General visit');
  await form.getByRole('textbox', { name: t(lang, 'typeForm.price') }).fill(typed(lang, '150'));
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, `agenda-form-${lang}-${page.viewportSize()?.width}`);
  await form.getByRole('button', { name: t(lang, 'form.save') }).click();
}

describe('agendas, consultation types and time off', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`staff give a doctor an agenda and a type, and the doctor's free slots follow (${lang}, 1366 px)`, async () => {
      const doctor = await seedDoctor(baseUrl, `agenda${lang}`);
      expect(await freeSlots(baseUrl, doctor.pubkey, riyadhDay(1), riyadhDay(7))).toEqual([]);
      const page = await openAsAdmin(browser, baseUrl, '/dashboard/agendas', lang);
      await page.getByRole('heading', { level: 1, name: menu(lang, 'agendas') }).waitFor();
      await loaded(page);
      expect(await seriousViolations(page)).toEqual([]);

      await createAgenda(page, lang, doctor.pubkey);
      await page.getByRole('heading', { level: 1, name: t(lang, 'page.title', { doctor: doctor.name }) }).waitFor();
      await page.getByRole('heading', { name: lang === 'ar' ? 'كشف عام' : 'General visit' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `agenda-page-${lang}-1366`);

      // Six days of 09:00–13:00 (Friday is the clinic's weekend): eight 30-minute slots each.
      const slots = await freeSlots(baseUrl, doctor.pubkey, riyadhDay(1), riyadhDay(7));
      expect(slots.length).toBe(6 * 8);
      expect(slots.every((start) => /T(09|10|11|12):(00|30):00\+03:00$/.test(start))).toBe(true);

      // The doctor's calendar shows them too.
      await page.goto(`/dashboard/doctor-calendar?doctor=${doctor.pubkey}&date=${riyadhDay(1)}&view=week`);
      await page
        .getByText(text(lang, 'clinic', 'calendar.free'))
        .first()
        .waitFor();
      await page.context().close();
    });

    it(`the screens read on a phone, and time off is added and removed (${lang}, 375 px)`, async () => {
      const doctor = await seedDoctor(baseUrl, `off${lang}`);
      const page = await openAsAdmin(browser, baseUrl, '/dashboard/agendas', lang, 375);
      await page.getByRole('heading', { level: 1, name: menu(lang, 'agendas') }).waitFor();
      await createAgenda(page, lang, doctor.pubkey);
      await page.getByRole('heading', { level: 1, name: t(lang, 'page.title', { doctor: doctor.name }) }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `agenda-page-${lang}-375`);
      // A working day (Friday is the clinic's weekend), two or three days ahead.
      const day = [2, 3].map(riyadhDay).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 5)!;
      const before = (await freeSlots(baseUrl, doctor.pubkey, day, day)).length;
      expect(before).toBeGreaterThan(0);

      await page.goto('/dashboard/time-off');
      await page.getByRole('heading', { level: 1, name: menu(lang, 'timeOff') }).waitFor();
      await page.getByRole('button', { name: t(lang, 'timeOff.add') }).click();
      const form = dialog(page, t(lang, 'timeOff.createTitle'));
      await form.getByRole('combobox', { name: t(lang, 'timeOff.doctor') }).selectOption(doctor.pubkey);
      await form.getByRole('textbox', { name: t(lang, 'timeOff.firstDay') }).fill(typed(lang, day));
      await form.getByRole('textbox', { name: t(lang, 'timeOff.lastDay') }).fill(typed(lang, day));
      await form.getByRole('textbox', { name: t(lang, 'timeOff.reason') }).fill('مؤتمر طبي');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `time-off-form-${lang}-375`);
      await form.getByRole('button', { name: text(lang, 'common', 'actions.save') }).click();
      await form.waitFor({ state: 'detached' });
      await page.goto(`/dashboard/time-off?doctor=${doctor.pubkey}`);
      await page.getByText('مؤتمر طبي').first().waitFor();
      expect(await freeSlots(baseUrl, doctor.pubkey, day, day)).toEqual([]);
      await loaded(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `time-off-list-${lang}-375`);

      await page
        .getByRole('button', { name: new RegExp(`^${t(lang, 'timeOff.delete.title')}`) })
        .first()
        .click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t(lang, 'timeOff.delete.submit') })
        .click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      expect((await freeSlots(baseUrl, doctor.pubkey, day, day)).length).toBe(before);
      await page.context().close();
    });
  }
});
