import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { seedClinic, type SeededClinic } from './support/clinic.js';
import { loaded, openDashboard } from './support/dashboard.js';

type Lang = 'ar' | 'en';
const baseUrl = serverUrl();
/** A folder to keep each checked screen in (E2E_SHOTS=/tmp/shots), to look at as a user would. */
const SHOTS = process.env.E2E_SHOTS;
let browser: TestBrowser;
let clinic: SeededClinic;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  clinic = await seedClinic(baseUrl);
}, 120_000);
afterAll(() => browser?.close());

/** No serious or critical axe finding on the screen as painted; kept as a PNG when asked. */
async function check(page: Page, name: string) {
  await loaded(page);
  expect(await seriousViolations(page), name).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const named = (lang: Lang, thing: { nameAr: string; nameEn: string }) => (lang === 'ar' ? thing.nameAr : thing.nameEn);
const step = (page: Page, lang: Lang, key: string) =>
  page.getByRole('region', { name: text(lang, 'booking', `steps.${key}`) }).waitFor();

/** The wizard from its first step to its last, each step checked; returns the chosen start. */
async function upToConfirm(page: Page, lang: Lang, label: string, earliest: number): Promise<string> {
  await page.getByRole('heading', { level: 1, name: text(lang, 'dashboard', 'menu.bookAppointment') }).waitFor();
  await step(page, lang, 'speciality');
  await check(page, `${label}-1-speciality`);
  await page.getByRole('button', { name: named(lang, clinic.speciality) }).click();
  await step(page, lang, 'doctor');
  await page.getByRole('button', { name: new RegExp(clinic.doctor.name) }).waitFor();
  await check(page, `${label}-2-doctor`);
  await page.getByRole('button', { name: new RegExp(clinic.doctor.name) }).click();
  await page.getByRole('button', { name: new RegExp(named(lang, clinic.type)) }).waitFor();
  await check(page, `${label}-3-type`);
  await page.getByRole('button', { name: new RegExp(named(lang, clinic.type)) }).click();
  await step(page, lang, 'slot');
  await page.locator('li button:not([disabled]) time').first().waitFor();
  await check(page, `${label}-4-slot`);
  // A time a few minutes ahead: the doctor confirms before it starts, and staff close it after.
  const start = await page.evaluate((after) => {
    const times = Array.from(document.querySelectorAll('li button:not([disabled]) time[datetime*="T"]'));
    return times.map((time) => time.getAttribute('datetime')!).find((at) => Date.parse(at) >= after) ?? null;
  }, earliest);
  expect(start, 'a free time ahead').not.toBeNull();
  await page.locator(`time[datetime="${start}"]`).click();
  await step(page, lang, 'confirm');
  await check(page, `${label}-5-confirm`);
  return start!;
}

/** GET /api/dashboard/statistics as the administrator: the month's revenue in SAR. */
async function revenueThisMonth(): Promise<number> {
  const res = await fetch(`${baseUrl}/api/dashboard/statistics`, {
    headers: { authorization: `Bearer ${clinic.admin.access_token}` },
  });
  if (!res.ok) throw new Error(`statistics answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { statistics: { revenueThisMonth: { amount: number } } };
  return body.statistics.revenueThisMonth.amount;
}

const COMBINATIONS = [
  { lang: 'en', width: 1366 },
  { lang: 'ar', width: 375 },
  { lang: 'en', width: 375 },
] as const;

describe('the booking wizard’s screens', () => {
  for (const { lang, width } of COMBINATIONS) {
    it(`in ${lang} at ${width} px, every step has no serious axe finding`, async () => {
      const page = await openDashboard(browser, clinic.patient.tokens, {
        path: '/dashboard/book-appointment',
        lang,
        width,
      });
      await upToConfirm(page, lang, `wizard-${lang}-${width}`, Date.now());
      await page.context().close();
    }, 120_000);
  }
});

describe('the clinic journey (ar, 1366 px)', () => {
  const lang = 'ar';
  it('a patient books, the doctor confirms, the patient is told, staff mark it done, the revenue shows', async () => {
    const revenueBefore = await revenueThisMonth();
    const patient = await openDashboard(browser, clinic.patient.tokens, { path: '/dashboard/book-appointment', lang });
    const start = await upToConfirm(patient, lang, 'journey', Date.now() + 2 * 60_000);
    await patient.getByRole('button', { name: text(lang, 'booking', 'confirm') }).click();
    await patient.getByText(text(lang, 'booking', 'requested')).waitFor();
    await check(patient, 'journey-6-requested');

    const doctor = await openDashboard(browser, clinic.doctor.tokens, { path: '/dashboard/doctor-calendar', lang });
    await doctor.getByRole('button', { name: new RegExp(clinic.patient.name) }).click();
    const details = doctor.getByRole('dialog');
    await details.getByRole('button', { name: text(lang, 'clinic', 'actions.confirm.submit'), exact: true }).click();
    const prompt = doctor.getByRole('alertdialog', { name: text(lang, 'clinic', 'actions.confirm.title') });
    await check(doctor, 'journey-7-doctor-confirms');
    await prompt.getByRole('button', { name: text(lang, 'clinic', 'actions.confirm.submit'), exact: true }).click();
    await prompt.waitFor({ state: 'hidden' });
    await doctor.context().close();

    await patient.goto('/dashboard/my-appointments');
    await patient
      .getByRole('cell', { name: text(lang, 'dashboard', 'home.stats.statuses.Planed') })
      .first()
      .waitFor();
    await check(patient, 'journey-8-my-appointments');
    await patient.getByRole('button', { name: new RegExp(text(lang, 'notifications', 'bell')) }).click();
    const inbox = patient.getByRole('dialog', { name: text(lang, 'notifications', 'title') });
    await inbox
      .getByText(lang === 'ar' ? 'تأكد موعدك' : 'Your appointment is confirmed')
      .first()
      .waitFor();
    await check(patient, 'journey-9-notification');
    await patient.context().close();

    // Done only once the appointment has started.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(start) - Date.now() + 3_000)));
    const staff = await openDashboard(browser, clinic.staff.tokens, { path: '/dashboard/appointments/planned', lang });
    const doneRow = text(lang, 'clinic', 'actions.done.row').replace('{{patient}}', clinic.patient.name);
    await staff.getByRole('button', { name: doneRow }).click();
    const done = staff.getByRole('alertdialog', { name: text(lang, 'clinic', 'actions.done.title') });
    await check(staff, 'journey-10-staff-done');
    await done.getByRole('button', { name: text(lang, 'clinic', 'actions.done.submit') }).click();
    await done.waitFor({ state: 'hidden' });
    // Done: it leaves the planned list.
    await staff.getByRole('button', { name: doneRow }).waitFor({ state: 'detached' });
    await staff.context().close();

    const admin = await openDashboard(browser, clinic.admin, { lang });
    await admin.getByRole('heading', { level: 1 }).waitFor();
    await loaded(admin);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/journey-11-home.png`, fullPage: true });
    // The month's revenue (the server may hold the demo clinic's too) has grown by this appointment's 200 SAR.
    const expected = await admin.evaluate(
      (amount) => new Intl.NumberFormat('ar-SA-u-nu-arab', { style: 'currency', currency: 'SAR' }).format(amount),
      revenueBefore + 200,
    );
    await admin.getByText(expected).first().waitFor();
    expect(await revenueThisMonth()).toBe(revenueBefore + 200);
    await check(admin, 'journey-11-revenue');
    await admin.context().close();
  }, 900_000);
});
