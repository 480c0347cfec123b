import { mkdirSync } from 'node:fs';
import { toLatinDigits, type Appointment, type Page as ListPage } from '@bayan/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdentity, uniqueIdNumber, waitForMessage } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { call, seedClinic, slotStartingSoon, type SeededClinic } from './support/clinic.js';
import { ACCOUNTS, loaded, loginByApi } from './support/dashboard.js';
import { field, openPage } from './support/pages.js';
import { noDotBesideDigits } from './support/walk.js';

/**
 * The patient's walk (findings 5, 6, 11, 12, 28, 29, 32) as a patient and a visitor take it: the
 * public doctor page, "log in to book", the wizard with the browser's Back and Forward, my
 * appointments, a change of time, a rating; and the anonymous reservation from the clinic's nav.
 * Every step is kept as a screenshot under e2e/.screenshots/walk-patient/, to be looked at.
 */

type Lang = 'ar' | 'en';
const baseUrl = serverUrl();
const SHOTS = new URL('./.screenshots/walk-patient/', import.meta.url).pathname;
let browser: TestBrowser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser(baseUrl);
  // The walk moves a visit due within the hour: no cancellation cut-off on this server.
  const admin = await loginByApi(baseUrl, ACCOUNTS.superadmin);
  const { data } = await api<{ data: { key: string; pubkey: string }[] }>(
    admin.access_token,
    'GET',
    '/api/settings?group=clinic',
  );
  const cutoff = data.find((entry) => entry.key === 'clinic_cancellation_cutoff_hours')!;
  await api(admin.access_token, 'PATCH', `/api/settings/${cutoff.pubkey}`, { value: 0 });
}, 120_000);

/**
 * A free time at least half an hour ahead (and not `not`): the walk's bookings must not start
 * while it runs.
 */
function laterTime(scope: Page | Locator, not = ''): Promise<string> {
  return scope
    .locator('button:not([disabled]) time[datetime*="T"]')
    .evaluateAll(
      (times, { after, not }) =>
        times.map((time) => time.getAttribute('datetime')!).find((at) => Date.parse(at) >= after && at !== not)!,
      { after: Date.now() + 30 * 60_000, not },
    );
}
afterAll(() => browser?.close());

/** No serious axe finding on the painted screen, and its picture kept. */
async function shot(page: Page, name: string) {
  await loaded(page);
  expect(await seriousViolations(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

/** A catalogue's sentence with its values put in. */
const say = (lang: Lang, namespace: string, key: string, values: Record<string, string> = {}) =>
  text(lang, namespace, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** What the page shows, as plain Latin text: digits in Latin, no direction marks. */
const plain = (value: string) => toLatinDigits(value).replace(/[\u200e\u200f\u2066-\u2069]/g, '');

/** The clinic's day and month of an instant as a page in `lang` writes them ("10 December", "١٠ ديسمبر"). */
const dayMonth = (lang: Lang, at: string) =>
  plain(
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      timeZone: 'Asia/Riyadh',
    }).format(new Date(at)),
  );

/** One API call with the caller's bearer token (support/clinic.ts's `call`, on this file's server). */
const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  call<T>(baseUrl, token, method, path, body);

/** A visit that will be Done soon: booked by the patient a minute ahead and confirmed by staff, through the API. */
async function visitStartingSoon(clinic: SeededClinic): Promise<Appointment> {
  const start = (await slotStartingSoon(baseUrl, clinic, 60_000)) ?? new Date(Date.now() + 60_000).toISOString();
  const day = new Date(Date.parse(start) + 3 * 3_600_000).toISOString().slice(0, 10);
  const offered = await api<{ consultationTypes: { id: string }[]; days: { slots: { start: string }[] }[] }>(
    clinic.patient.tokens.access_token,
    'GET',
    `/api/doctors/${clinic.doctor.pubkey}/availability?from=${day}&to=${day}`,
  );
  const type = offered.consultationTypes[0]!.id;
  const slots = await api<{ days: { slots: { start: string; state: string }[] }[] }>(
    clinic.patient.tokens.access_token,
    'GET',
    `/api/doctors/${clinic.doctor.pubkey}/availability?from=${day}&to=${day}&type=${type}`,
  );
  const first = slots.days
    .flatMap((d) => d.slots)
    .find((s) => s.state === 'Free' && Date.parse(s.start) >= Date.parse(start));
  const booked = await api<Appointment>(clinic.patient.tokens.access_token, 'POST', '/api/appointments', {
    doctorPubkey: clinic.doctor.pubkey,
    start: first!.start,
    consultationType: type,
  });
  return api<Appointment>(clinic.staff.tokens.access_token, 'POST', `/api/appointments/${booked.id}/confirm`, {});
}

const WALKS = [
  { lang: 'ar', width: 375 },
  { lang: 'en', width: 1366 },
] as const;

describe.concurrent('the patient’s walk', () => {
  for (const { lang, width } of WALKS) {
    it(`in ${lang} at ${width} px: doctor page → log in to book → wizard with Back and Forward → my appointments → a new time → a rating`, async () => {
      const clinic = await seedClinic(baseUrl);
      const label = `${lang}-${width}`;
      // Booked first: it moves the agenda's hours today, which later bookings would forbid.
      const soon = await visitStartingSoon(clinic);

      // 1. The public doctor page, logged out: a time, and the way without an account.
      const page = await openPage(browser, `/doctors/${clinic.doctor.pubkey}`, lang, width);
      await page.getByRole('heading', { level: 1, name: clinic.doctor.name }).waitFor();
      await page.locator('button time[datetime*="T"]').first().waitFor();
      const free = page.locator(`button time[datetime="${await laterTime(page)}"]`);
      const withoutAccount = page.getByRole('link', { name: text(lang, 'clinicSite', 'doctor.reservation') });
      expect(await withoutAccount.getAttribute('href')).toBe(
        `/reservation?clinic=${clinic.clinic.pubkey}&doctor=${clinic.doctor.pubkey}`,
      );
      await shot(page, `${label}-01-doctor-page`);
      const start = (await free.getAttribute('datetime'))!;
      await free.click();

      // 2. "Log in to book": log in, create a patient account, or ask without one; the time kept in each.
      const prompt = page.getByRole('dialog', { name: text(lang, 'clinicSite', 'doctor.loginTitle') });
      await prompt.waitFor();
      for (const key of ['doctor.toLogin', 'doctor.toRegister', 'doctor.toReservation']) {
        const href = await prompt.getByRole('link', { name: text(lang, 'clinicSite', key) }).getAttribute('href');
        // The login and sign-up links carry the booking link inside their own (encoded twice).
        expect(decodeURIComponent(decodeURIComponent(href!)), key).toContain(`start=${start}`);
      }
      expect(plain((await prompt.textContent())!)).toContain(dayMonth(lang, start));
      expect(noDotBesideDigits((await prompt.textContent())!), 'no dot beside a digit').toBe(true);
      await shot(page, `${label}-02-log-in-to-book`);
      await prompt.getByRole('link', { name: text(lang, 'clinicSite', 'doctor.toLogin') }).click();
      await field(page, text(lang, 'auth', 'fields.identifier')).fill(clinic.patient.credentials.login);
      await field(page, text(lang, 'auth', 'fields.password')).fill(clinic.patient.credentials.password);
      await page.getByRole('button', { name: text(lang, 'auth', 'login.submit') }).click();

      // 3. The wizard opens at its confirm step with the chosen time, read back from the page.
      const confirm = page.getByRole('region', { name: text(lang, 'booking', 'steps.confirm') });
      await confirm.waitFor();
      expect(plain((await confirm.textContent())!)).toContain(dayMonth(lang, start));
      expect(noDotBesideDigits((await confirm.textContent())!), 'no dot beside a digit').toBe(true);
      await shot(page, `${label}-03-wizard-confirm`);

      // 4. The page's Back: one step back, the time still marked; the browser's Back and Forward keep both.
      await page.getByRole('button', { name: text(lang, 'booking', 'back'), exact: true }).click();
      const slots = page.getByRole('region', { name: text(lang, 'booking', 'steps.slot') });
      const chosen = slots.locator(`button:has(time[datetime="${start}"])`);
      await chosen.waitFor();
      expect(await chosen.getAttribute('aria-pressed')).toBe('true');
      expect(new URL(page.url()).searchParams.get('step')).toBe('slot');
      await shot(page, `${label}-04-wizard-back`);
      await page.goBack();
      await confirm.waitFor();
      expect(plain((await confirm.textContent())!)).toContain(dayMonth(lang, start));
      await page.goForward();
      await chosen.waitFor();
      expect(await chosen.getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await chosen.waitFor();
      expect(await chosen.getAttribute('aria-pressed')).toBe('true');
      await shot(page, `${label}-05-wizard-forward-reload`);
      await chosen.click();
      await confirm.getByRole('button', { name: text(lang, 'booking', 'confirm') }).click();
      await page.getByText(text(lang, 'booking', 'requested')).waitFor();
      await shot(page, `${label}-06-requested`);

      // 5. My appointments: the new request among the upcoming ones; a new time for it.
      await page.goto('/dashboard/my-appointments');
      const move = page.getByRole('button', {
        name: say(lang, 'clinic', 'reschedule.row', { doctor: clinic.doctor.name }),
      });
      await move.first().waitFor();
      await shot(page, `${label}-07-my-appointments`);
      const mine = await api<ListPage<Appointment>>(
        clinic.patient.tokens.access_token,
        'GET',
        '/api/appointments?active=true&sort=start',
      );
      const requested = mine.data.find((a) => Date.parse(a.start) === Date.parse(start))!;
      expect(requested, 'the booked request').toBeDefined();
      // The new request (Pending), not the visit booked for later (Planed).
      await page
        .locator('tr, li')
        .filter({ hasText: text(lang, 'dashboard', 'home.stats.statuses.Pending') })
        .filter({ has: move })
        .filter({ visible: true })
        .first()
        .locator('button', { hasText: text(lang, 'clinic', 'reschedule.button') })
        .click();
      const dialog = page.getByRole('dialog', {
        name: say(lang, 'clinic', 'reschedule.title', { doctor: clinic.doctor.name }),
      });
      await dialog.locator('li button:not([disabled]) time[datetime*="T"]').first().waitFor();
      const other = dialog.locator(`time[datetime="${await laterTime(dialog, start)}"]`);
      await shot(page, `${label}-08-reschedule-times`);
      const moved = (await other.getAttribute('datetime'))!;
      await other.click();
      expect(plain((await dialog.getByRole('status').textContent())!)).toContain(dayMonth(lang, moved));
      await shot(page, `${label}-09-reschedule-confirm`);
      await dialog.getByRole('button', { name: text(lang, 'clinic', 'reschedule.confirm') }).click();
      await dialog.waitFor({ state: 'hidden' });
      const after = await api<ListPage<Appointment>>(
        clinic.patient.tokens.access_token,
        'GET',
        '/api/appointments?active=true&sort=start',
      );
      expect(after.data.map((a) => Date.parse(a.start))).toContain(Date.parse(moved));
      expect(after.data.map((a) => Date.parse(a.start))).not.toContain(Date.parse(start));
      // The old one left Upcoming for the Cancelled tab.
      await page.getByRole('tab', { name: text(lang, 'clinic', 'mine.cancelled') }).click();
      await page
        .getByText(text(lang, 'dashboard', 'home.stats.statuses.Canceled'), { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor();
      await shot(page, `${label}-10-cancelled-tab`);

      // The wizard's times mark the patient's own appointment, not offered again (finding 29).
      const wizard = new URLSearchParams({
        doctor: clinic.doctor.pubkey,
        type: requested.consultationType,
        step: 'slot',
        day: moved.slice(0, 10),
      });
      await page.goto(`/dashboard/book-appointment?${wizard}`);
      const own = slots.locator(`button:has(time[datetime="${moved}"])`);
      await own.waitFor();
      expect(await own.textContent()).toContain(text(lang, 'booking', 'state.mine'));
      expect(await own.isDisabled()).toBe(true);
      await shot(page, `${label}-11-own-time-marked`);

      // 6. The visit of a minute ago, Done: rated, and the stars stay on it (finding 28).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(soon.start) - Date.now() + 2_000)));
      await api(clinic.staff.tokens.access_token, 'POST', `/api/appointments/${soon.id}/done`, {});
      await page.goto('/dashboard/my-appointments?when=past');
      const rate = page.getByRole('button', { name: say(lang, 'ratings', 'rate.row', { doctor: clinic.doctor.name }) });
      await rate.first().click();
      const rating = page.getByRole('dialog', { name: text(lang, 'ratings', 'rate.title') });
      const four = say(lang, 'ratings', 'stars', {
        stars: lang === 'ar' ? '٤' : '4',
        max: lang === 'ar' ? '٥' : '5',
      });
      await rating.getByRole('radio', { name: four }).check();
      await shot(page, `${label}-12-rate`);
      await rating.getByRole('button', { name: text(lang, 'ratings', 'rate.submit') }).click();
      await rating.waitFor({ state: 'hidden' });
      const yours = page
        .getByText(plainSay(lang, 'ratings', 'rate.yours', 4))
        .filter({ visible: true })
        .first();
      await yours.waitFor();
      await shot(page, `${label}-13-rated`);
      await page.context().close();
    }, 300_000);
  }
});

/** "You rated it 4★" in the page's digits. */
function plainSay(lang: Lang, namespace: string, key: string, stars: number) {
  const digits = lang === 'ar' ? String.fromCharCode(0x0660 + stars) : String(stars);
  return say(lang, namespace, key, { stars: digits });
}

describe('a visitor’s reservation from the clinic’s nav (findings 5, 9, 32)', () => {
  for (const { lang, width } of WALKS) {
    it(`in ${lang} at ${width} px: nav → form → the code's number → a summary with a reference`, async () => {
      const label = `${lang}-${width}-visitor`;
      const t = (key: string) => text(lang, 'reservation', key);
      const who = newIdentity(`walk${lang}`);
      const page = await openPage(browser, '/doctors', lang, width);
      const nav = text(lang, 'clinicSiteNav', 'reservation');
      // A phone opens the menu first.
      if (width < 900) await page.locator(`summary[aria-label="${text(lang, 'clinicSiteNav', 'menu')}"]`).click();
      await page.getByRole('link', { name: nav }).filter({ visible: true }).first().waitFor();
      await shot(page, `${label}-01-nav`);
      await page.getByRole('link', { name: nav }).filter({ visible: true }).first().click();
      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();

      // The day is the browser's date field, days before today refused; any doctor will do.
      const day = field(page, t('fields.day'));
      expect(await day.getAttribute('type')).toBe('date');
      const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      await field(page, t('fields.name')).fill(`${who.firstName} ${who.lastName}`);
      await field(page, t('fields.phone')).fill(who.phone);
      await field(page, t('fields.idNumber')).fill(uniqueIdNumber());
      await field(page, t('fields.clinic')).selectOption({ index: 1 });
      await day.fill(inTwoDays);
      await shot(page, `${label}-02-form`);
      await page.getByRole('button', { name: t('submit') }).click();

      // The code page names the number the code went to.
      await page.getByRole('heading', { level: 1, name: t('code.title') }).waitFor();
      const masked = `${who.e164.slice(0, 5)}${'*'.repeat(who.e164.length - 7)}${who.e164.slice(-2)}`;
      expect(plain((await page.locator('bdi').first().textContent())!)).toBe(masked);
      await shot(page, `${label}-03-code`);
      const sms = await waitForMessage(baseUrl, 'sms', who.e164, /\d{6}/);
      await field(page, text(lang, 'common', 'form.code')).fill(/(\d{6})/.exec(sms.body)![1]!);
      await page.getByRole('button', { name: t('code.submit') }).click();

      // The status page sums it up, with a reference to quote.
      const summary = page.getByLabel(t('summary.title'));
      await summary.waitFor();
      const read = plain((await summary.textContent())!);
      expect(read).toMatch(/R-\d{5}/);
      expect(read).toContain(
        plain(
          new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${inTwoDays}T00:00:00Z`)),
        ),
      );
      expect(read).toContain(text(lang, 'reservation', 'fields.anyDoctor'));
      await shot(page, `${label}-04-status`);
      await page.context().close();
    }, 120_000);
  }
});
