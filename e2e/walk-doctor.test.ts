import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { seedClinic, type SeededClinic } from './support/clinic.js';
import { riyadhDay } from './support/clinic-seed.js';
import { openDashboard } from './support/dashboard.js';
import {
  freeStarts,
  dayCounts,
  counted,
  fill,
  noDotBesideDigits,
  requestAppointment,
  walkShot,
} from './support/walk.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
let clinic: SeededClinic;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  clinic = await seedClinic(baseUrl);
}, 120_000);
afterAll(() => browser?.close());

/** The clinic's day of an instant, YYYY-MM-DD (Riyadh, UTC+3 all year). */
const dayOf = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * Issue 32's doctor walk: the home says what the day holds (a link to the calendar), the
 * calendar shows the appointment, and the appointment opens with its patient and state.
 */
describe('the doctor walk', () => {
  for (const [lang, width] of [
    ['ar', 375],
    ['en', 1366],
  ] as const) {
    it(`home → calendar → appointment (${lang}, ${width} px)`, async () => {
      const label = `${lang}-${width}`;
      const [start] = await freeStarts(baseUrl, clinic);
      const booked = await requestAppointment(baseUrl, clinic, clinic.patient.tokens, start!);
      const token = clinic.doctor.tokens.access_token;
      const expected = {
        ...(await dayCounts(baseUrl, token)),
      };
      expect(expected.pending).toBeGreaterThanOrEqual(1);

      // 1. The home: the day's and the pending counts, the day leading to the calendar.
      const doctor = await openDashboard(browser, clinic.doctor.tokens, { lang, width });
      const card = doctor.getByRole('region', { name: text(lang, 'clinicHome', 'doctor.title') });
      await card.waitFor();
      expect(await card.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        counted(lang, 'today', expected.today),
        counted(lang, 'pending', expected.pending),
      ]);
      await walkShot(doctor, 'doctor', `${label}-1-home`);

      // 2. The calendar, from the home, on the appointment's day.
      await card.getByRole('link', { name: text(lang, 'clinicHome', 'doctor.calendarAction') }).click();
      await doctor.waitForURL((url) => url.pathname === '/dashboard/doctor-calendar');
      const day = dayOf(booked.start);
      if (day !== riyadhDay(0)) await doctor.goto(`/dashboard/doctor-calendar?date=${day}`);
      const event = doctor.getByRole('button', { name: new RegExp(clinic.patient.name) }).filter({ visible: true });
      await event.first().waitFor();
      // Its day headings pair the calendars in brackets, no dot beside a digit (finding 1).
      expect(noDotBesideDigits((await doctor.locator('main').textContent())!), 'no dot beside a digit').toBe(true);
      await walkShot(doctor, 'doctor', `${label}-2-calendar`);

      // 3. The appointment: its patient, its state, and what the doctor may do now.
      await event.first().click();
      const details = doctor.getByRole('dialog', {
        name: fill(text(lang, 'clinic', 'details.title'), { patient: clinic.patient.name }),
      });
      await details.waitFor();
      await details.getByText(text(lang, 'dashboard', 'home.stats.statuses.Pending'), { exact: true }).waitFor();
      await details
        .getByRole('button', { name: text(lang, 'clinic', 'actions.confirm.submit'), exact: true })
        .waitFor();
      await walkShot(doctor, 'doctor', `${label}-3-appointment`);
      await doctor.context().close();
    }, 180_000);
  }
});
