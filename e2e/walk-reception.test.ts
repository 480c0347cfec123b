import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { seedClinic, type SeededClinic } from './support/clinic.js';
import { riyadhDay } from './support/clinic-seed.js';
import { openDashboard } from './support/dashboard.js';
import { readsLeftToRight } from './support/pages.js';
import {
  fileReservation,
  freeStarts,
  listTotal,
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

/**
 * Issue 32's reception walk: the home's counts of what waits, the pending list's labelled actions
 * (confirm, reject), and a visitor's reservation accepted on the day and near the time asked for.
 */
describe('the reception walk', () => {
  for (const [lang, width] of [
    ['ar', 375],
    ['en', 1366],
  ] as const) {
    it(`home counts → pending → confirm and reject → reservation on the asked day (${lang}, ${width} px)`, async () => {
      const label = `${lang}-${width}`;
      const c = (key: string, values: Record<string, string> = {}) => fill(text(lang, 'clinic', key), values);
      const [first, second] = await freeStarts(baseUrl, clinic);
      await requestAppointment(baseUrl, clinic, clinic.patient.tokens, first!);
      await requestAppointment(baseUrl, clinic, clinic.patient.tokens, second!);
      // Each language asks for a time of its own: the first one's is taken once accepted.
      const askedDay = riyadhDay(3);
      const askedTime = lang === 'ar' ? '10:30' : '11:30';
      const reservation = await fileReservation(baseUrl, clinic, askedDay, askedTime);

      // 1. The home counts what waits, each count a link to its list.
      const token = clinic.staff.tokens.access_token;
      const expected = {
        ...(await dayCounts(baseUrl, token)),
        reservations: await listTotal(baseUrl, token, '/api/reservations?status=PENDING&limit=1'),
      };
      expect(expected.pending).toBeGreaterThanOrEqual(2);
      const desk = await openDashboard(browser, clinic.staff.tokens, { lang, width });
      const card = desk.getByRole('region', { name: text(lang, 'clinicHome', 'reception.title') });
      await card.waitFor();
      const headings = await card.getByRole('heading', { level: 3 }).allTextContents();
      expect(headings).toEqual([
        counted(lang, 'today', expected.today),
        counted(lang, 'pending', expected.pending),
        counted(lang, 'reservations', expected.reservations),
      ]);
      await walkShot(desk, 'reception', `${label}-1-home`);

      // 2. The pending list, reached from its count: each action a word, the ending ones apart.
      await card.getByRole('link', { name: text(lang, 'clinicHome', 'reception.pendingAction') }).click();
      await desk.waitForURL((url) => url.pathname === '/dashboard/appointments/pending');
      const patient = clinic.patient.name;
      const confirms = desk
        .getByRole('button', { name: c('actions.confirm.row', { patient }) })
        .filter({ visible: true });
      await confirms.first().waitFor();
      expect(await confirms.first().textContent()).toBe(c('actions.confirm.label'));
      const rejects = desk
        .getByRole('button', { name: c('actions.reject.row', { patient }) })
        .filter({ visible: true });
      expect(await rejects.first().textContent()).toBe(c('actions.reject.label'));
      const cancels = desk
        .getByRole('button', { name: c('actions.cancel.row', { patient }) })
        .filter({ visible: true });
      expect(await cancels.first().textContent()).toBe(c('actions.cancel.label'));
      await walkShot(desk, 'reception', `${label}-2-pending`);

      // 3. Confirm the first request, after the prompt.
      const before = await confirms.count();
      await confirms.first().click();
      const confirmPrompt = desk.getByRole('alertdialog', { name: c('actions.confirm.title') });
      await walkShot(desk, 'reception', `${label}-3-confirm-prompt`);
      await confirmPrompt.getByRole('button', { name: c('actions.confirm.submit'), exact: true }).click();
      await confirmPrompt.waitFor({ state: 'hidden' });
      await expect.poll(() => confirms.count(), { timeout: 10_000 }).toBe(before - 1);

      // 4. Reject the next one with a reason.
      await rejects.first().click();
      const rejectPrompt = desk.getByRole('alertdialog', { name: c('actions.reject.title') });
      await rejectPrompt
        .getByRole('textbox')
        .fill(lang === 'ar' ? 'الطبيب في إجازة ذلك اليوم' : 'The doctor is away that day');
      await walkShot(desk, 'reception', `${label}-4-reject-prompt`);
      await rejectPrompt.getByRole('button', { name: c('actions.reject.submit'), exact: true }).click();
      await rejectPrompt.waitFor({ state: 'hidden' });
      await expect.poll(() => confirms.count(), { timeout: 10_000 }).toBe(before - 2);
      await walkShot(desk, 'reception', `${label}-5-pending-after`);

      // 5. The reservation opens on the day asked for, its time marked, the asked doctor first.
      await desk.goto('/dashboard/reservations');
      const accept = desk.getByRole('button', { name: c('reservations.accept.action', { name: reservation.name }) });
      await accept.waitFor();
      expect(await accept.textContent()).toBe(c('reservations.accept.label'));
      // The reference a visitor quotes on the phone, left to right in both languages (finding 32).
      const reference = desk.getByText(/^R-\d{5}$/).first();
      await reference.waitFor();
      expect(await readsLeftToRight(reference), 'the reference reads left to right').toBe(true);
      await walkShot(desk, 'reception', `${label}-6-reservations`);
      await accept.click();
      const dialog = desk.getByRole('dialog', { name: c('reservations.accept.title', { name: reservation.name }) });
      const pressed = dialog.getByRole('button', { pressed: true }).locator('time');
      await pressed.waitFor();
      expect(await pressed.getAttribute('datetime')).toBe(askedDay);
      const marked = dialog.getByRole('button').filter({ hasText: text(lang, 'booking', 'askedTime') });
      await marked.waitFor();
      expect(await marked.locator('time').getAttribute('datetime')).toBe(`${askedDay}T${askedTime}:00+03:00`);
      expect(await dialog.locator('optgroup').first().getAttribute('label')).toBe(
        c('reservations.accept.groups.asked'),
      );
      // The asked day as every date pair reads: Hijri, then the Gregorian day in brackets, no dot beside a digit.
      const askedLead = text(lang, 'clinic', 'reservations.accept.asked').split('{{day}}')[0]!.trim();
      const asked = dialog.locator('p').filter({ hasText: askedLead }).first();
      expect(await asked.textContent()).toMatch(/\(.+\)/);
      expect(noDotBesideDigits((await dialog.textContent())!), 'no dot beside a digit').toBe(true);
      await marked.scrollIntoViewIfNeeded();
      await walkShot(desk, 'reception', `${label}-7-accept-asked-day`);
      await marked.click();
      const prompt = desk.getByRole('alertdialog', { name: c('reservations.accept.confirmTitle') });
      await walkShot(desk, 'reception', `${label}-8-accept-prompt`);
      await prompt.getByRole('button', { name: c('reservations.accept.confirm') }).click();
      await desk
        .locator('.MuiSnackbar-root')
        .filter({ hasText: c('reservations.accepted') })
        .waitFor();
      await expect(accept.count()).resolves.toBe(0);
      // The dialog gone from the page, not fading (axe would read its half-transparent buttons'
      // contrast): no dialog at all, whatever its title says by then.
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => desk.getByRole('dialog').count()).toBe(0);
      await walkShot(desk, 'reception', `${label}-9-accepted`);
      await desk.context().close();
    }, 180_000);
  }
});
