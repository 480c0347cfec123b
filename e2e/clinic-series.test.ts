import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { call, seedClinic, type SeededClinic } from './support/clinic.js';
import { freeSlots, riyadhDay } from './support/clinic-seed.js';
import { digits, openDashboard } from './support/dashboard.js';
import { checkScreenAtBothWidths } from './support/screen.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
}, 120_000);
afterAll(() => browser?.close());

const WEEK_MS = 7 * 86_400_000;

const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  call<T>(baseUrl, token, method, path, body);

/**
 * Tomorrow's first free slot, and the patient's own booking a week after it: the patient is the
 * clinic's (staff may book them) and the series' second date is taken. The agenda ends 20 days
 * ahead, so a fourth weekly date lies beyond it.
 */
async function firstVisit(clinic: SeededClinic) {
  const [start] = await freeSlots(baseUrl, clinic.doctor.pubkey, riyadhDay(1), riyadhDay(1));
  const { consultationTypes } = await api<{ consultationTypes: { id: string }[] }>(
    clinic.patient.tokens.access_token,
    'GET',
    `/api/doctors/${clinic.doctor.pubkey}/availability?from=${riyadhDay(1)}&to=${riyadhDay(1)}`,
  );
  const type = consultationTypes[0]!.id;
  await api(clinic.patient.tokens.access_token, 'POST', '/api/appointments', {
    doctorPubkey: clinic.doctor.pubkey,
    consultationType: type,
    start: new Date(Date.parse(start!) + WEEK_MS).toISOString(),
  });
  return { start: start!, type };
}

const marker = (lang: 'ar' | 'en', index: number, count: number) =>
  text(lang, 'clinic', 'series.marker')
    .replace('{{index}}', digits(lang, index))
    .replace('{{count}}', digits(lang, count));

async function repeatFromConfirm(page: Page, lang: 'ar' | 'en', label: string) {
  const t = (key: string) => text(lang, 'clinic', key);
  await page.getByRole('button', { name: t('series.repeat') }).click();
  const dialog = page.getByRole('dialog', { name: t('series.title') });
  await dialog.getByRole('button', { name: t('series.check') }).click();
  const table = dialog.getByRole('table', { name: t('series.previewTitle') });
  await table.waitFor();
  expect(await table.getByText(t('series.free'), { exact: true }).count()).toBe(2);
  expect(await table.getByText(t('series.conflict'), { exact: true }).count()).toBe(2);
  await checkScreenAtBothWidths(page, `${label}-preview`);
  // All or none cannot be met; the free ones only can.
  expect(await dialog.getByRole('button', { name: t('series.book') }).isDisabled()).toBe(true);
  await dialog.getByRole('radio', { name: t('series.modeFree').replace('{{number}}', digits(lang, 2)) }).check();
  await dialog.getByRole('button', { name: t('series.book') }).click();
  // The booked panel: its first visit, marked as the series' first.
  await page
    .getByRole('status')
    .filter({ hasText: marker(lang, 1, 2) })
    .waitFor();
}

const JOURNEYS = [
  { lang: 'ar', width: 1366 },
  { lang: 'en', width: 375 },
] as const;

describe.concurrent('recurring visits', () => {
  for (const { lang, width } of JOURNEYS) {
    it(`in ${lang} at ${width} px: staff check a weekly series, book its free dates, see it marked, cancel it from the first`, async () => {
      const clinic = await seedClinic(baseUrl);
      const label = `series-${lang}-${width}`;
      const { start, type } = await firstVisit(clinic);
      const wizard = new URLSearchParams({
        patient: clinic.patient.pubkey,
        doctor: clinic.doctor.pubkey,
        type,
        start,
        step: 'confirm',
      });
      const page = await openDashboard(browser, clinic.staff.tokens, {
        path: `/dashboard/book-appointment?${wizard}`,
        lang,
        width,
      });
      await checkScreenAtBothWidths(page, `${label}-confirm`);
      await repeatFromConfirm(page, lang, label);
      await checkScreenAtBothWidths(page, `${label}-booked`);

      // The doctor's calendar marks the series' first visit too.
      const calendar = new URLSearchParams({ doctor: clinic.doctor.pubkey, view: 'day', date: riyadhDay(1) });
      await page.goto(`/dashboard/doctor-calendar?${calendar}`);
      await page
        .getByText(marker(lang, 1, 2), { exact: false })
        .first()
        .waitFor();
      await checkScreenAtBothWidths(page, `${label}-calendar`);

      // The list marks both visits; "this and the following" cancels both at once.
      await page.goto(`/dashboard/appointments?patient=${clinic.patient.pubkey}`);
      await page
        .getByText(marker(lang, 2, 2))
        .first()
        .waitFor();
      await checkScreenAtBothWidths(page, `${label}-list`);
      const row = page.locator('tr, li').filter({ hasText: marker(lang, 1, 2) });
      const cancelRow = text(lang, 'clinic', 'actions.cancel.row').replace('{{patient}}', clinic.patient.name);
      await row.getByRole('button', { name: cancelRow }).click();
      const single = page.getByRole('alertdialog', { name: text(lang, 'clinic', 'actions.cancel.title') });
      await single.getByRole('radio', { name: text(lang, 'clinic', 'series.cancelRest') }).check();
      // The prompt now speaks of the following appointments too: its title, words and button.
      const dialog = page.getByRole('alertdialog', { name: text(lang, 'clinic', 'series.cancelRestTitle') });
      await dialog.getByRole('textbox', { name: text(lang, 'clinic', 'reason.label') }).fill('Travelling');
      await checkScreenAtBothWidths(page, `${label}-cancel-rest`);
      await dialog.getByRole('button', { name: text(lang, 'clinic', 'series.cancelRestSubmit') }).click();
      await dialog.waitFor({ state: 'hidden' });

      const { data } = await api<{ data: { status: string; series?: object }[] }>(
        clinic.staff.tokens.access_token,
        'GET',
        `/api/appointments?patient=${clinic.patient.pubkey}&limit=50`,
      );
      const statuses = data.filter((a) => a.series).map((a) => a.status);
      expect(statuses).toEqual(['Canceled', 'Canceled']);
      await page.context().close();
    }, 180_000);
  }
});
