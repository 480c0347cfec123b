import type { Tokens } from '@bayan/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { seedClinic, slotStartingSoon, type SeededClinic } from './support/clinic.js';
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

/**
 * The wizard from its first step to its last, each step checked; returns the chosen start: the first
 * free one from what `earliest` answers, asked just before the wizard shows the times.
 */
async function upToConfirm(
  page: Page,
  lang: Lang,
  label: string,
  earliest: () => Promise<number>,
  seeded: SeededClinic,
): Promise<string> {
  await page.getByRole('heading', { level: 1, name: text(lang, 'dashboard', 'menu.bookAppointment') }).waitFor();
  await step(page, lang, 'speciality');
  await check(page, `${label}-1-speciality`);
  await page.getByRole('button', { name: named(lang, seeded.speciality) }).click();
  await step(page, lang, 'doctor');
  await page.getByRole('button', { name: new RegExp(seeded.doctor.name) }).waitFor();
  await check(page, `${label}-2-doctor`);
  await page.getByRole('button', { name: new RegExp(seeded.doctor.name) }).click();
  await page.getByRole('button', { name: new RegExp(named(lang, seeded.type)) }).waitFor();
  await check(page, `${label}-3-type`);
  const after = await earliest();
  await page.getByRole('button', { name: new RegExp(named(lang, seeded.type)) }).click();
  await step(page, lang, 'slot');
  await page.locator('li button:not([disabled]) time').first().waitFor();
  await check(page, `${label}-4-slot`);
  // A time a few minutes ahead: the doctor confirms before it starts, and staff close it after.
  const start = await page.evaluate((after) => {
    const times = Array.from(document.querySelectorAll('li button:not([disabled]) time[datetime*="T"]'));
    return times.map((time) => time.getAttribute('datetime')!).find((at) => Date.parse(at) >= after) ?? null;
  }, after);
  expect(start, 'a free time ahead').not.toBeNull();
  await page.locator(`time[datetime="${start}"]`).click();
  await step(page, lang, 'confirm');
  await check(page, `${label}-5-confirm`);
  return start!;
}

/** GET /api/dashboard/statistics as the administrator: the month's revenue in SAR. */
async function revenueThisMonth(seeded: SeededClinic): Promise<number> {
  const res = await fetch(`${baseUrl}/api/dashboard/statistics`, {
    headers: { authorization: `Bearer ${seeded.admin.access_token}` },
  });
  if (!res.ok) throw new Error(`statistics answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { statistics: { revenueThisMonth: { amount: number } } };
  return body.statistics.revenueThisMonth.amount;
}

/** An amount as the admin home writes it (format-money.ts), in the page's language and digits. */
const MONEY_LOCALES: Record<Lang, string> = { ar: 'ar-SA-u-nu-arab', en: 'en-GB-u-nu-latn' };

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
      await upToConfirm(page, lang, `wizard-${lang}-${width}`, () => Promise.resolve(Date.now()), clinic);
      await page.context().close();
    }, 120_000);
  }
});

/**
 * How long after the wizard shows the times the booked appointment starts: the patient books, the
 * doctor confirms (a Pending request still Pending at its start is rejected by the clinic's sweep)
 * and the patient reads the news before it, with room for a loaded machine. Staff close it after.
 */
const LEAD_MS = 120_000;

/**
 * The booked time: the doctor's first free slot today laid at the first whole minute LEAD_MS ahead
 * (slotStartingSoon), or, just before midnight in Riyadh, the first free one LEAD_MS ahead.
 */
async function soonAfterLead(seeded: SeededClinic): Promise<number> {
  const soon = await slotStartingSoon(baseUrl, seeded, LEAD_MS);
  return soon ? Date.parse(soon) : Date.now() + LEAD_MS;
}

/**
 * The two journeys run side by side (each waits for its appointment to start), each with a
 * clinic, doctor, patient and staff of its own; the month's revenue is the server's one figure,
 * so staff's Done and the admin's look at it take turns.
 */
let revenueTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = revenueTurn.then(work);
  revenueTurn = run.catch(() => undefined);
  return run;
}

const JOURNEYS = [
  { lang: 'ar', width: 1366 },
  { lang: 'en', width: 375 },
] as const;

describe.concurrent('the clinic journey', () => {
  for (const { lang, width } of JOURNEYS) {
    it(`in ${lang} at ${width} px: a patient books, the doctor confirms, the patient is told, staff mark it done, the revenue shows`, async () => {
      const clinic = await seedClinic(baseUrl);
      const label = `journey-${lang}-${width}`;
      const open = (tokens: Tokens, path?: string) => openDashboard(browser, tokens, { path, lang, width });
      const patient = await open(clinic.patient.tokens, '/dashboard/book-appointment');
      const start = await upToConfirm(patient, lang, label, () => soonAfterLead(clinic), clinic);
      await patient.getByRole('button', { name: text(lang, 'booking', 'confirm') }).click();
      await patient.getByText(text(lang, 'booking', 'requested')).waitFor();
      await check(patient, `${label}-6-requested`);

      const doctor = await open(clinic.doctor.tokens, '/dashboard/doctor-calendar');
      await doctor.getByRole('button', { name: new RegExp(clinic.patient.name) }).click();
      const details = doctor.getByRole('dialog');
      await details.getByRole('button', { name: text(lang, 'clinic', 'actions.confirm.submit'), exact: true }).click();
      const prompt = doctor.getByRole('alertdialog', { name: text(lang, 'clinic', 'actions.confirm.title') });
      await check(doctor, `${label}-7-doctor-confirms`);
      await prompt.getByRole('button', { name: text(lang, 'clinic', 'actions.confirm.submit'), exact: true }).click();
      await prompt.waitFor({ state: 'hidden' });
      await doctor.context().close();

      await patient.goto('/dashboard/my-appointments');
      // A table's cell on a desktop, a card's chip on a phone.
      await patient
        .getByText(text(lang, 'dashboard', 'home.stats.statuses.Planed'), { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor();
      await check(patient, `${label}-8-my-appointments`);
      await patient.getByRole('button', { name: new RegExp(text(lang, 'notifications', 'bell')) }).click();
      const inbox = patient.getByRole('dialog', { name: text(lang, 'notifications', 'title') });
      await inbox
        .getByText(lang === 'ar' ? 'تأكد موعدك' : 'Your appointment is confirmed')
        .first()
        .waitFor();
      await check(patient, `${label}-9-notification`);
      await patient.context().close();

      // Done only once the appointment has started.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(start) - Date.now() + 3_000)));
      await inTurn(async () => {
        const revenueBefore = await revenueThisMonth(clinic);
        const staff = await open(clinic.staff.tokens, '/dashboard/appointments/planned');
        const doneRow = text(lang, 'clinic', 'actions.done.row').replace('{{patient}}', clinic.patient.name);
        await staff.getByRole('button', { name: doneRow }).click();
        const done = staff.getByRole('alertdialog', { name: text(lang, 'clinic', 'actions.done.title') });
        await check(staff, `${label}-10-staff-done`);
        await done.getByRole('button', { name: text(lang, 'clinic', 'actions.done.submit') }).click();
        await done.waitFor({ state: 'hidden' });
        // Done: it leaves the planned list.
        await staff.getByRole('button', { name: doneRow }).waitFor({ state: 'detached' });
        await staff.context().close();

        const admin = await open(clinic.admin);
        await admin.getByRole('heading', { level: 1 }).waitFor();
        await loaded(admin);
        if (SHOTS) await admin.screenshot({ path: `${SHOTS}/${label}-11-home.png`, fullPage: true });
        // The month's revenue (the server holds the demo clinic's too) has grown by this appointment's 200 SAR.
        const expected = await admin.evaluate(
          ({ amount, locale }) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR' }).format(amount),
          { amount: revenueBefore + 200, locale: MONEY_LOCALES[lang] },
        );
        await admin.getByText(expected).filter({ visible: true }).first().waitFor();
        expect(await revenueThisMonth(clinic)).toBe(revenueBefore + 200);
        await check(admin, `${label}-11-revenue`);
        await admin.context().close();
      });
    }, 900_000);
  }
});
