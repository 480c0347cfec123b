import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '@bayan/shared';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { fill } from './support/admin.js';
import { call, account, seedClinic, type SeededClinic } from './support/clinic.js';
import { freeSlots, riyadhDay } from './support/clinic-seed.js';
import { openDashboard } from './support/dashboard.js';
import { checkScreenAtBothWidths } from './support/screen.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
}, 120_000);
afterAll(() => browser?.close());

/** One API call with the caller's bearer token (support/clinic.ts's `call`, on this file's server). */
const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  call<T>(baseUrl, token, method, path, body);

/** Another patient's booking of a slot tomorrow: the seat the waitlist waits for. */
async function bookedByAnother(clinic: SeededClinic): Promise<string> {
  const { tokens: booker } = await account(baseUrl, clinic.admin.access_token, 'PATIENT', 'booker');
  const availability = await api<{ consultationTypes: { id: string }[] }>(
    booker.access_token,
    'GET',
    `/api/doctors/${clinic.doctor.pubkey}/availability?from=${riyadhDay(1)}&to=${riyadhDay(1)}`,
  );
  const [, start] = await freeSlots(baseUrl, clinic.doctor.pubkey, riyadhDay(1), riyadhDay(1));
  const booked = await api<{ id: string }>(booker.access_token, 'POST', '/api/appointments', {
    doctorPubkey: clinic.doctor.pubkey,
    start,
    consultationType: availability.consultationTypes[0]!.id,
  });
  return booked.id;
}

const JOURNEYS = [
  { lang: 'ar', width: 1366 },
  { lang: 'en', width: 375 },
] as const;

describe.concurrent('the waitlist', () => {
  for (const { lang, width } of JOURNEYS) {
    it(`in ${lang} at ${width} px: the patient joins, a cancel's seat is held for them, they confirm it, leave another entry; staff see the list and add the patient for a speciality`, async () => {
      const clinic = await seedClinic(baseUrl);
      const label = `waitlist-${lang}-${width}`;
      const t = (key: string) => text(lang, 'waitlist', key);
      const appointment = await bookedByAnother(clinic);

      const patient = await openDashboard(browser, clinic.patient.tokens, {
        path: '/dashboard/my-appointments',
        lang,
        width,
      });
      await patient.getByRole('button', { name: t('join') }).click();
      const dialog = patient.getByRole('dialog', { name: t('joinTitle') });
      await dialog.getByRole('combobox', { name: t('doctor') }).selectOption({ value: clinic.doctor.pubkey });
      await dialog.getByRole('textbox', { name: t('fromDate') }).fill(riyadhDay(1));
      await dialog.getByRole('textbox', { name: t('toDate') }).fill(riyadhDay(2));
      await checkScreenAtBothWidths(patient, `${label}-1-join`);
      await dialog.getByRole('button', { name: t('joinSubmit') }).click();
      await dialog.waitFor({ state: 'hidden' });
      const list = patient.getByRole('list', { name: t('mine') });
      await list.getByText(t('status.ACTIVE')).waitFor();
      await checkScreenAtBothWidths(patient, `${label}-2-waiting`);

      // The seat frees: the durable job holds it for the patient and tells them (inbox, SMS, email).
      await api(clinic.staff.tokens.access_token, 'POST', `/api/appointments/${appointment}/cancel`, {
        reason: 'doctor away',
      });
      await patient.reload();
      await list.getByText(t('status.OFFERED')).waitFor({ timeout: 20_000 });
      const title = lang === 'ar' ? 'تفرّغ موعد لك من قائمة الانتظار' : 'A seat from the waitlist is held for you';
      const bell = patient.getByRole('button', { name: new RegExp(`^${text(lang, 'notifications', 'bell')}`) });
      await bell.first().click();
      await patient.getByRole('link', { name: title }).first().click();
      await patient.getByRole('heading', { name: t('offerTitle') }).waitFor();
      await checkScreenAtBothWidths(patient, `${label}-3-offer`);
      await patient.getByRole('button', { name: t('confirm') }).click();
      await patient.getByRole('status').getByText(t('confirmed')).waitFor();
      await checkScreenAtBothWidths(patient, `${label}-4-booked`);
      const mine = await api<{ data: { status: string }[] }>(
        clinic.patient.tokens.access_token,
        'GET',
        '/api/appointments',
      );
      expect(mine.data.map((a) => a.status)).toEqual(['Pending']);

      // A second wait, left from its page.
      const second = await api<WaitlistEntry>(clinic.patient.tokens.access_token, 'POST', '/api/waitlist', {
        doctorPubkey: clinic.doctor.pubkey,
        fromDate: riyadhDay(3),
        toDate: riyadhDay(4),
      });
      await patient.goto(`/dashboard/waitlist/${second.id}`);
      await patient.getByRole('heading', { name: t('waitingTitle') }).waitFor();
      await patient.getByRole('button', { name: t('leave') }).click();
      await patient.getByRole('status').getByText(t('left')).waitFor();
      await patient.context().close();

      const staff = await openDashboard(browser, clinic.staff.tokens, { path: '/dashboard/waitlist', lang, width });
      await staff.getByRole('combobox', { name: t('doctor') }).selectOption({ value: clinic.doctor.pubkey });
      // A table on a wide screen, one card a patient on a phone.
      const table = staff.getByRole(width < 900 ? 'list' : 'table', { name: t('staffTitle') });
      await table.getByText(t('status.BOOKED')).waitFor();
      await table.getByText(t('status.LEFT')).waitFor();
      await checkScreenAtBothWidths(staff, `${label}-5-staff`);

      // Reception adds the patient to the waitlist of any doctor of the speciality at its clinic.
      await staff.getByRole('button', { name: t('add') }).click();
      const add = staff.getByRole('dialog', { name: t('addTitle') });
      await add.getByRole('combobox', { name: t('patient') }).fill(clinic.patient.name);
      await staff.getByRole('option', { name: clinic.patient.name }).click();
      await add.getByRole('radio', { name: t('target.speciality') }).check();
      await add.getByRole('combobox', { name: t('clinic') }).selectOption({ value: clinic.clinic.pubkey });
      const speciality = lang === 'ar' ? clinic.speciality.nameAr : clinic.speciality.nameEn;
      await add.getByRole('combobox', { name: t('speciality') }).selectOption({ label: speciality });
      await add.getByRole('textbox', { name: t('fromDate') }).fill(riyadhDay(5));
      await add.getByRole('textbox', { name: t('toDate') }).fill(riyadhDay(6));
      await checkScreenAtBothWidths(staff, `${label}-6-add`);
      await add.getByRole('button', { name: t('addSubmit') }).click();
      await add.waitFor({ state: 'hidden' });
      await table.getByText(fill(t('specialityOf'), { speciality })).waitFor();
      await table.getByText(t('status.ACTIVE')).waitFor();
      await staff.context().close();
    }, 300_000);
  }
});
