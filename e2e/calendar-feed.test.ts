import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { seedClinic, type SeededClinic } from './support/clinic.js';
import { freeSlots, riyadhDay } from './support/clinic-seed.js';
import { openDashboard } from './support/dashboard.js';
import { checkScreenAtBothWidths } from './support/screen.js';

/** Issue 35: a doctor's and a patient's calendar link, turned on, replaced and turned off in the profile page. */

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
}, 120_000);
afterAll(() => browser?.close());

/** The patient's booking tomorrow, through the API: what their feed should list. */
async function booked(clinic: SeededClinic): Promise<string> {
  const token = clinic.patient.tokens.access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const availability = (await (
    await fetch(`${baseUrl}/api/doctors/${clinic.doctor.pubkey}/availability?from=${riyadhDay(1)}&to=${riyadhDay(2)}`)
  ).json()) as { consultationTypes: { id: string }[] };
  const [start] = await freeSlots(baseUrl, clinic.doctor.pubkey, riyadhDay(1), riyadhDay(2));
  const res = await fetch(`${baseUrl}/api/appointments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      doctorPubkey: clinic.doctor.pubkey,
      start,
      consultationType: availability.consultationTypes[0]!.id,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** What a calendar app gets at the address the page shows. */
async function subscribe(https: string) {
  const res = await fetch(https);
  // Unfolded: a long line goes on after a line break and a space (RFC 5545 §3.1).
  const body = (await res.text()).replace(/\r\n[ \t]/g, '');
  return { status: res.status, type: res.headers.get('content-type'), body };
}

const JOURNEYS = [
  { lang: 'ar', width: 1366 },
  { lang: 'en', width: 375 },
] as const;

describe.concurrent('the calendar link', () => {
  for (const { lang, width } of JOURNEYS) {
    it(`in ${lang} at ${width} px: on with a link to copy and scan, a new link stops the old one, off stops it`, async ({
      expect,
    }) => {
      const clinic = await seedClinic(baseUrl);
      const appointment = await booked(clinic);
      const t = (key: string) => text(lang, 'profile', `calendar.${key}`);
      const label = `calendar-${lang}-${width}`;
      const page = await openDashboard(browser, clinic.patient.tokens, { path: '/dashboard/profile', lang, width });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const card = page.getByRole('region', { name: t('title') });
      await card.getByText(t('off')).waitFor();
      await checkScreenAtBothWidths(page, `${label}-1-off`);

      await card.getByRole('button', { name: t('turnOn') }).click();
      const address = async (page: Page) =>
        page
          .getByRole('region', { name: t('title') })
          .getByRole('textbox', { name: t('https') })
          .inputValue();
      const webcal = card.getByRole('textbox', { name: t('webcal') });
      await webcal.waitFor();
      const first = await address(page);
      expect(await webcal.inputValue()).toBe(first.replace(/^https?:/, 'webcal:'));
      await card.getByRole('img', { name: t('qrAlt') }).waitFor();
      await card.getByRole('button', { name: t('copy').replace('{{what}}', t('webcal')) }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await webcal.inputValue());
      await checkScreenAtBothWidths(page, `${label}-2-on`);

      const feed = await subscribe(first);
      expect([feed.status, feed.type]).toEqual([200, 'text/calendar; charset=utf-8']);
      expect(feed.body).toContain(`UID:${appointment}@bayan`);
      expect(feed.body).toContain(clinic.doctor.name);

      // A new link, asked first: the old one stops at once.
      await card.getByRole('button', { name: t('rotate') }).click();
      const rotate = page.getByRole('alertdialog', { name: t('rotateTitle') });
      await rotate.waitFor();
      await checkScreenAtBothWidths(page, `${label}-3-rotate`);
      await rotate.getByRole('button', { name: t('rotate') }).click();
      await rotate.waitFor({ state: 'hidden' });
      await expect.poll(() => address(page)).not.toBe(first);
      const second = await address(page);
      expect((await subscribe(first)).status).toBe(404);
      expect((await subscribe(second)).status).toBe(200);

      // After a reload the link is not shown again (only its hash is kept), and off stops it.
      await page.reload();
      await card.getByText(t('hidden')).waitFor();
      expect(await card.getByRole('textbox').count()).toBe(0);
      await card.getByRole('button', { name: t('turnOff') }).click();
      const off = page.getByRole('alertdialog', { name: t('offTitle') });
      await checkScreenAtBothWidths(page, `${label}-4-turn-off`);
      await off.getByRole('button', { name: t('turnOff') }).click();
      await card.getByText(t('off')).waitFor();
      expect((await subscribe(second)).status).toBe(404);
      await page.context().close();

      // The doctor's link lists the same appointment, naming the patient.
      const doctor = await openDashboard(browser, clinic.doctor.tokens, { path: '/dashboard/profile', lang, width });
      const doctorCard = doctor.getByRole('region', { name: t('title') });
      await doctorCard.getByRole('button', { name: t('turnOn') }).click();
      await doctorCard.getByRole('textbox', { name: t('https') }).waitFor();
      const doctorFeed = await subscribe(await address(doctor));
      expect(doctorFeed.body).toContain(`UID:${appointment}@bayan`);
      expect(doctorFeed.body).toContain(clinic.patient.name);
      await doctor.context().close();
    });
  }
});
