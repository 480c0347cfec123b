import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { checkScreen } from './support/screen.js';
import { call, seedClinic, slotStartingSoon, type SeededClinic } from './support/clinic.js';
import { freeSlots, riyadhDay } from './support/clinic-seed.js';
import { openDashboard } from './support/dashboard.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
}, 120_000);
afterAll(() => browser?.close());

const check = checkScreen;

/** One API call with the caller's bearer token (support/clinic.ts's `call`, on this file's server). */
const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  call<T>(baseUrl, token, method, path, body);

/**
 * The patient's visit, through the API: booked on the first free slot at least 20 s ahead (laid to
 * start within the next minute or so), confirmed by staff, and marked Done by staff once it has
 * started (the server refuses Done before).
 */
async function doneVisit(clinic: SeededClinic): Promise<string> {
  const patient = clinic.patient.tokens.access_token;
  const staff = clinic.staff.tokens.access_token;
  const availability = await api<{ consultationTypes: { id: string }[] }>(
    patient,
    'GET',
    `/api/doctors/${clinic.doctor.pubkey}/availability?from=${riyadhDay(0)}&to=${riyadhDay(1)}`,
  );
  const soon = await slotStartingSoon(baseUrl, clinic, 20_000);
  const earliest = soon ? Date.parse(soon) : Date.now() + 20_000;
  const slots = await freeSlots(baseUrl, clinic.doctor.pubkey, riyadhDay(0), riyadhDay(1));
  const start = slots.find((slot) => Date.parse(slot) >= earliest)!;
  const booked = await api<{ id: string }>(patient, 'POST', '/api/appointments', {
    doctorPubkey: clinic.doctor.pubkey,
    start,
    consultationType: availability.consultationTypes[0]!.id,
  });
  await api(staff, 'POST', `/api/appointments/${booked.id}/confirm`, {});
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(start) - Date.now() + 2_000)));
  await api(staff, 'POST', `/api/appointments/${booked.id}/done`, {});
  return booked.id;
}

const JOURNEYS = [
  { lang: 'ar', width: 1366 },
  { lang: 'en', width: 375 },
] as const;

describe.concurrent('rating a visit', () => {
  for (const { lang, width } of JOURNEYS) {
    it(`in ${lang} at ${width} px: the patient rates a Done visit, staff publish the comment, the average and comment show`, async () => {
      const clinic = await seedClinic(baseUrl);
      const label = `ratings-${lang}-${width}`;
      const comment = `Clear explanations ${lang} ${width}`;
      await doneVisit(clinic);
      const open = (tokens: SeededClinic['patient']['tokens'], path: string) =>
        openDashboard(browser, tokens, { path, lang, width });

      const patient = await open(clinic.patient.tokens, '/dashboard/my-appointments?when=past');
      const rateRow = text(lang, 'ratings', 'rate.row').replace('{{doctor}}', clinic.doctor.name);
      await patient.getByRole('button', { name: rateRow }).click();
      const dialog = patient.getByRole('dialog', { name: text(lang, 'ratings', 'rate.title') });
      const four = text(lang, 'ratings', 'stars')
        .replace('{{stars}}', lang === 'ar' ? '٤' : '4')
        .replace('{{max}}', lang === 'ar' ? '٥' : '5');
      await dialog.getByRole('radio', { name: four }).check();
      await dialog.getByRole('textbox', { name: text(lang, 'ratings', 'rate.comment') }).fill(comment);
      await check(patient, `${label}-1-rate`);
      await dialog.getByRole('button', { name: text(lang, 'ratings', 'rate.submit') }).click();
      await patient.getByText(text(lang, 'ratings', 'rate.doneWithComment')).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // Rated: the action is gone.
      await patient.getByRole('button', { name: rateRow }).waitFor({ state: 'detached' });
      await check(patient, `${label}-2-rated`);

      const staff = await open(clinic.staff.tokens, '/dashboard/reviews');
      await staff.getByText(comment).filter({ visible: true }).first().waitFor();
      await check(staff, `${label}-3-queue`);
      const approveRow = text(lang, 'ratings', 'moderation.approveRow').replace('{{patient}}', clinic.patient.name);
      await staff.getByRole('button', { name: approveRow }).click();
      await staff.getByText(text(lang, 'ratings', 'moderation.approvedDone')).waitFor();
      await staff.getByRole('button', { name: approveRow }).waitFor({ state: 'detached' });
      await staff.getByRole('tab', { name: text(lang, 'ratings', 'moderation.approved') }).click();
      await staff.getByText(comment).filter({ visible: true }).first().waitFor();
      await check(staff, `${label}-4-published`);
      await staff.context().close();

      // The doctor's new average on the patient's doctors, one click from booking again.
      await patient.goto('/dashboard/my-doctors');
      // One rating: said in the singular (Arabic: "تقييم واحد").
      const average = text(lang, 'ratings', 'average_one')
        .replace('{{rating}}', lang === 'ar' ? '٤' : '4')
        .replace('{{max}}', lang === 'ar' ? '٥' : '5')
        .replace('{{ratings}}', lang === 'ar' ? '١' : '1');
      await patient.getByText(average).waitFor();
      await check(patient, `${label}-5-my-doctors`);
      const reviews = await api<{ data: { comment: string; author: string }[]; rating: number; ratingCount: number }>(
        clinic.patient.tokens.access_token,
        'GET',
        `/api/doctors/${clinic.doctor.pubkey}/ratings`,
      );
      expect(reviews).toMatchObject({ rating: 4, ratingCount: 1, data: [{ comment }] });

      await patient.getByRole('link', { name: new RegExp(clinic.doctor.name) }).click();
      await patient.getByRole('region', { name: text(lang, 'booking', 'steps.type') }).waitFor();
      await check(patient, `${label}-6-book-again`);
      await patient.context().close();
    }, 300_000);
  }
});
