import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { GENDER_LABELS } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { adminFetch, dialog, fill, labelled, openAsAdmin, snackbar, UTF8_BOM, type Lang } from './support/admin.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { digits } from './support/dashboard.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
const SHOTS = process.env.E2E_SCREENSHOTS;

/** What the test clinic's directory holds: made through the API, the screens pick from it. */
const clinic = { pubkey: '', nameAr: 'مجمع الريان الطبي', nameEn: 'Al-Rayyan medical complex' };
const speciality = { pubkey: '', nameAr: 'طب العيون', nameEn: 'Ophthalmology' };
const ROOM = 'غرفة ٣٠٧';
/** One doctor and one patient for each language's run, with Arabic names to search for. */
const PEOPLE = {
  ar: { doctor: ['ضياء', 'المطيري'], patient: ['رهف', 'الزهراني'] },
  en: { doctor: ['غدير', 'البقمي'], patient: ['وعد', 'الجهني'] },
} as const;

async function post(path: string, body: object): Promise<{ pubkey: string }> {
  const res = await adminFetch(baseUrl, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { pubkey: string };
}

/** An ACTIVE account of `role` (POST /api/users): the doctor's or patient's file is made in the UI. */
async function account(role: 'DOCTOR' | 'PATIENT', [firstName, lastName]: readonly string[], n: number) {
  const form = new FormData();
  form.set('firstName', firstName!);
  form.set('lastName', lastName!);
  form.set('email', `e2e-people-${role.toLowerCase()}-${n}-${Date.now()}@example.com`);
  form.set('role', role);
  const res = await adminFetch(baseUrl, '/api/users', { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`/api/users answered ${res.status}: ${await res.text()}`);
}

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  clinic.pubkey = (await post('/api/etablissements', { nameAr: clinic.nameAr, nameEn: clinic.nameEn })).pubkey;
  speciality.pubkey = (
    await post('/api/specialities', { nameAr: speciality.nameAr, nameEn: speciality.nameEn })
  ).pubkey;
  await post('/api/rooms', { etablissementPubkey: clinic.pubkey, name: ROOM });
  let n = 0;
  for (const people of Object.values(PEOPLE)) {
    await account('DOCTOR', people.doctor, (n += 1));
    await account('PATIENT', people.patient, (n += 1));
  }
});
afterAll(() => browser?.close());

const t = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  fill(text(lang, 'clinicPeople', key), values);
const save = (lang: Lang) => text(lang, 'common', 'actions.save');
const named = (lang: Lang, entry: { nameAr: string; nameEn: string }) => (lang === 'ar' ? entry.nameAr : entry.nameEn);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Picks an account in the dialog's search-as-you-type field. */
async function pickAccount(page: Page, form: ReturnType<typeof dialog>, label: string, name: string) {
  await labelled(form, label).fill(name.split(' ')[0]!);
  await page.getByRole('option', { name }).click();
}

/** The list's CSV with the current search: it starts with the BOM and holds `name`. */
async function exportHolds(page: Page, lang: Lang, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text(lang, 'common', 'actions.export') }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 3)).toEqual(UTF8_BOM);
  expect(bytes.toString('utf8')).toContain(name);
}

/** The list shows only what the search found: one row ("1–1 of 1"). */
const onlyOne = (page: Page, lang: Lang) =>
  page
    .getByText(
      fill(text(lang, 'common', 'table.range'), { from: digits(lang, 1), to: digits(lang, 1), total: digits(lang, 1) }),
    )
    .waitFor();

async function noViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('the doctors and patients screens', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`an admin adds a doctor and a patient, finds them by an Arabic search and exports them (${lang}, 1366 px)`, async () => {
      const doctorName = PEOPLE[lang].doctor.join(' ');
      const patientName = PEOPLE[lang].patient.join(' ');

      const page = await openAsAdmin(browser, baseUrl, '/dashboard/doctors', lang);
      await page.getByRole('heading', { name: t(lang, 'doctors.title') }).waitFor();
      await page.getByRole('button', { name: t(lang, 'doctors.add') }).click();
      const form = dialog(page, t(lang, 'doctors.createTitle'));
      await pickAccount(page, form, t(lang, 'doctors.fields.account'), doctorName);
      await labelled(form, t(lang, 'doctors.fields.speciality')).selectOption({ label: named(lang, speciality) });
      await labelled(form, t(lang, 'doctors.fields.etablissement')).selectOption({ label: named(lang, clinic) });
      await form.getByRole('option', { name: ROOM }).waitFor({ state: 'attached' });
      await labelled(form, t(lang, 'doctors.fields.room')).selectOption({ label: ROOM });
      await shot(page, `doctor-form-${lang}-1366`);
      await noViolations(page);
      await form.getByRole('button', { name: save(lang) }).click();
      await snackbar(page)
        .getByText(text(lang, 'common', 'feedback.done.saved'))
        .waitFor();
      await form.waitFor({ state: 'detached' });

      await page.getByRole('searchbox', { name: t(lang, 'doctors.search') }).fill(PEOPLE[lang].doctor[1]);
      await onlyOne(page, lang);
      const doctorRow = page.getByRole('row', { name: new RegExp(doctorName) });
      await doctorRow.getByText(ROOM).waitFor();
      await doctorRow.getByText(t(lang, 'doctors.notRated')).waitFor();
      await shot(page, `doctors-${lang}-1366`);
      await noViolations(page);
      await exportHolds(page, lang, doctorName);
      await page.context().close();

      const patients = await openAsAdmin(browser, baseUrl, '/dashboard/patients', lang);
      await patients.getByRole('button', { name: t(lang, 'patients.add') }).click();
      const file = dialog(patients, t(lang, 'patients.createTitle'));
      await pickAccount(patients, file, t(lang, 'patients.fields.account'), patientName);
      await labelled(file, t(lang, 'patients.fields.birthday')).fill('١٩٩٦-٠١-٠١');
      await file.getByRole('status').waitFor();
      // The one gender control of every form: a radio group with the shared words.
      await file
        .getByRole('radiogroup', { name: text(lang, 'common', 'form.gender') })
        .getByRole('radio', { name: GENDER_LABELS[lang].FEMALE, exact: true })
        .check();
      await shot(patients, `patient-form-${lang}-1366`);
      await noViolations(patients);
      await file.getByRole('button', { name: save(lang) }).click();
      await snackbar(patients)
        .getByText(text(lang, 'common', 'feedback.done.saved'))
        .waitFor();
      await file.waitFor({ state: 'detached' });

      await patients.getByRole('searchbox', { name: t(lang, 'patients.search') }).fill(PEOPLE[lang].patient[0]);
      await onlyOne(patients, lang);
      const patientRow = patients.getByRole('row', { name: new RegExp(patientName) });
      await patientRow.getByText(t(lang, 'genders.FEMALE')).waitFor();
      await shot(patients, `patients-${lang}-1366`);
      await noViolations(patients);
      await exportHolds(patients, lang, patientName);
      await patients.context().close();
    });

    it(`shows both lists on a phone, searchable in Arabic (${lang}, 375 px)`, async () => {
      for (const [list, who] of [
        ['doctors', PEOPLE[lang].doctor],
        ['patients', PEOPLE[lang].patient],
      ] as const) {
        const page = await openAsAdmin(browser, baseUrl, `/dashboard/${list}`, lang, 375);
        await page.getByRole('heading', { name: t(lang, `${list}.title`) }).waitFor();
        // The whole name: the demo clinic's people share some family names.
        await page.getByRole('searchbox', { name: t(lang, `${list}.search`) }).fill(who.join(' '));
        await onlyOne(page, lang);
        await page.getByText(who.join(' ')).waitFor();
        await shot(page, `${list}-${lang}-375`);
        await noViolations(page);
        await page.getByRole('button', { name: t(lang, `${list}.add`) }).click();
        await dialog(page, t(lang, `${list}.createTitle`)).waitFor();
        await shot(page, `${list}-form-${lang}-375`);
        await noViolations(page);
        await page.context().close();
      }
    });
  }
});
