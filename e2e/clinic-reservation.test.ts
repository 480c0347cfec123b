import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdentity, uniqueIdNumber, waitForMessage } from './support/accounts.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { checkScreen } from './support/screen.js';
import { seedClinic, type SeededClinic } from './support/clinic.js';
import { openDashboard } from './support/dashboard.js';
import { field, openPage } from './support/pages.js';

type Lang = 'ar' | 'en';
const baseUrl = serverUrl();
let browser: TestBrowser;
let clinic: SeededClinic;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  clinic = await seedClinic(baseUrl);
}, 120_000);
afterAll(() => browser?.close());

const check = checkScreen;

const named = (lang: Lang, thing: { nameAr: string; nameEn: string }) => (lang === 'ar' ? thing.nameAr : thing.nameEn);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a visitor’s reservation, turned into an appointment by the clinic’s staff', () => {
  for (const [lang, width] of [
    ['ar', 1366],
    ['en', 375],
  ] as const) {
    it(`files, confirms by code and is accepted (${lang}, ${width} px)`, async () => {
      const who = newIdentity(`res${lang}`);
      const name = `${who.firstName} ${who.lastName}`;
      const t = (key: string) => text(lang, 'reservation', key);

      // The visitor's form, without an account.
      const visitor = await openPage(browser, '/reservation', lang, width);
      await visitor.getByRole('heading', { level: 1, name: t('title') }).waitFor();
      await check(visitor, `reservation-${lang}-${width}-form`);
      await field(visitor, t('fields.name')).fill(name);
      await field(visitor, t('fields.phone')).fill(who.phone);
      await field(visitor, t('fields.idNumber')).fill(uniqueIdNumber());
      await field(visitor, t('fields.clinic')).selectOption({ label: named(lang, clinic.clinic) });
      await visitor.locator('option', { hasText: clinic.doctor.name }).waitFor({ state: 'attached' });
      await field(visitor, t('fields.doctor')).selectOption({ label: clinic.doctor.name });
      await field(visitor, t('fields.day')).fill(inDays(2));
      await field(visitor, t('fields.time')).fill('10:30');
      await visitor.getByRole('button', { name: t('submit') }).click();

      // The code texted to the phone, read from the outbox.
      await visitor.getByRole('heading', { level: 1, name: t('code.title') }).waitFor();
      await check(visitor, `reservation-${lang}-${width}-code`);
      const sms = await waitForMessage(baseUrl, 'sms', who.e164, /\d{6}/);
      await field(visitor, text(lang, 'common', 'form.code')).fill(/(\d{6})/.exec(sms.body)![1]!);
      await visitor.getByRole('button', { name: t('code.submit') }).click();
      await visitor
        .getByRole('status')
        .filter({ hasText: t('state.pending') })
        .waitFor();
      await check(visitor, `reservation-${lang}-${width}-sent`);

      // The staff accept it into a free slot, after the prompt.
      const desk = await openDashboard(browser, clinic.staff.tokens, { path: '/dashboard/reservations', lang, width });
      const c = (key: string, values: Record<string, string> = {}) =>
        text(lang, 'clinic', key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
      const accept = desk.getByRole('button', { name: c('reservations.accept.action', { name }) });
      await accept.waitFor();
      await check(desk, `reservation-${lang}-${width}-list`);
      await accept.click();
      const choose = desk.getByRole('dialog', { name: c('reservations.accept.title', { name }) });
      await choose.locator('li button:not([disabled]) time[datetime*="T"]').first().waitFor();
      await check(desk, `reservation-${lang}-${width}-accept`);
      // Each language takes a slot of its own; late in the evening (Riyadh) today has only a few
      // left, so the picks count from the end of the list then.
      const free = choose.locator('li button:not([disabled]) time[datetime*="T"]');
      const count = await free.count();
      const pick = count > 7 ? (lang === 'ar' ? 3 : 7) : count - (lang === 'ar' ? 1 : 2);
      await free.nth(Math.max(0, pick)).click();
      const prompt = desk.getByRole('alertdialog', { name: c('reservations.accept.confirmTitle') });
      await prompt.waitFor();
      await check(desk, `reservation-${lang}-${width}-prompt`);
      await prompt.getByRole('button', { name: c('reservations.accept.confirm') }).click();
      await desk
        .locator('.MuiSnackbar-root')
        .filter({ hasText: c('reservations.accepted') })
        .waitFor();
      await expect(accept.count()).resolves.toBe(0);

      // The visitor is texted, and the confirmation screen shows the appointment.
      await waitForMessage(baseUrl, 'sms', who.e164, lang === 'ar' ? /قُبل طلب موعدك/ : /was accepted/);
      await visitor.reload();
      await visitor.getByRole('status').filter({ hasText: clinic.doctor.name }).waitFor();
      await check(visitor, `reservation-${lang}-${width}-accepted`);
    }, 120_000);
  }

  for (const [lang, width] of [
    ['ar', 375],
    ['en', 1366],
  ] as const) {
    it(`offers the patient sign-up from the login page, its ID number and birthday required (${lang}, ${width} px)`, async () => {
      const page = await openPage(browser, '/login', lang, width);
      await page.getByRole('link', { name: text(lang, 'auth', 'patientChoice.toPatient') }).click();
      await page.getByRole('heading', { level: 1, name: text(lang, 'patientRegister', 'title') }).waitFor();
      await check(page, `patient-register-${lang}-${width}`);
      await page.getByRole('button', { name: text(lang, 'auth', 'register.submit') }).click();
      // The form's checks arrive when the browser is idle (useZodForm's loader): the flag follows.
      await expect
        .poll(() => field(page, text(lang, 'patientRegister', 'fields.idNumber')).getAttribute('aria-invalid'))
        .toBe('true');
      await check(page, `patient-register-${lang}-${width}-errors`);
    }, 60_000);
  }
});
