import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { auditActionLabel, type Name, type User, USER_STATUS_LABELS } from '@bayan/shared';
import { newIdentity } from './support/accounts.js';
import { adminFetch, dialog, fill, labelled, openAsAdmin, PNG_PIXEL, UTF8_BOM, type Lang } from './support/admin.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

const t = (lang: Lang, key: string, values: Record<string, string> = {}) => fill(text(lang, 'events', key), values);
const json = { 'content-type': 'application/json' };

/** What the screens under test would do, done through the API: a name's life and a blocked account. */
async function recordSomeHistory(stamp: string, lang: Lang) {
  const body = JSON.stringify({
    name: `سجل ${stamp}`,
    transliteration: `Log ${stamp}`,
    meaningAr: 'م',
    meaningEn: 'Before',
  });
  const name = (await (
    await adminFetch(baseUrl, '/api/names', { method: 'POST', headers: json, body })
  ).json()) as Name;
  const patch = JSON.stringify({ meaningEn: `After ${stamp}` });
  await adminFetch(baseUrl, `/api/names/${name.id}`, { method: 'PATCH', headers: json, body: patch });
  await adminFetch(baseUrl, `/api/names/${name.id}`, { method: 'DELETE' });

  // Named apart from the other language's run, so its rows are told from the other's.
  const who = newIdentity(`events${lang}`);
  const form = new FormData();
  for (const key of ['firstName', 'lastName', 'email'] as const) form.set(key, who[key]);
  form.set('file', new Blob([PNG_PIXEL], { type: 'image/png' }), 'id.png');
  const user = (await (await adminFetch(baseUrl, '/api/users', { method: 'POST', body: form })).json()) as User;
  await adminFetch(baseUrl, `/api/users/${user.pubkey}/toggle-status`, { method: 'PUT' });
  return { name, email: who.email, person: `${who.firstName} ${who.lastName}` };
}

/**
 * The newest event of one action about one record (named in the row), opened in its detail dialog.
 * Other test files write to the same log at the same time, so the newest row may be theirs.
 */
async function openNewest(page: Page, lang: Lang, action: string, record: string) {
  await labelled(page, t(lang, 'filters.action')).selectOption(action);
  await page.waitForURL(new RegExp(`action=${action}`));
  const first = page.getByRole('row').filter({ hasText: record }).first();
  // The list names the action in words; its code shows only in the detail.
  await first.getByText(auditActionLabel(action, lang), { exact: true }).waitFor();
  await first.getByRole('button').click();
  const detail = dialog(page, t(lang, 'detail.title'));
  await detail.getByText(`(${action})`).waitFor();
  return detail;
}

const changedRow = (detail: ReturnType<typeof dialog>, label: string) =>
  detail.locator('[role="row"][data-changed="true"]', { hasText: label });

describe('the audit log', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`shows the names' and users' changes field by field, filters them and exports them (${lang})`, async () => {
      const stamp = `${Date.now() % 1_000_000}${lang}`;
      const { name, email, person } = await recordSomeHistory(stamp, lang);
      const page = await openAsAdmin(browser, baseUrl, '/dashboard/events', lang);
      await page.getByRole('heading', { level: 1, name: t(lang, 'title') }).waitFor();

      // The record is named at the top of the details (never by its opaque key alone), and in its changes.
      let detail = await openNewest(page, lang, 'name.create', name.name);
      const changes = () => detail.getByRole('table', { name: t(lang, 'detail.changes') });
      await detail.locator('dl').getByText(name.name, { exact: true }).waitFor();
      await changes().getByText(name.name, { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      // An edit shows only what changed, highlighted, until the rest is asked for.
      detail = await openNewest(page, lang, 'name.update', name.name);
      const meaning = changedRow(detail, t(lang, 'fields.meaningEn'));
      await meaning.getByText('Before', { exact: true }).waitFor();
      await meaning.getByText(`After ${stamp}`, { exact: true }).waitFor();
      const unchanged = detail.getByRole('row', { name: new RegExp(t(lang, 'fields.transliteration')) });
      expect(await unchanged.count()).toBe(0);
      await detail.getByLabel(t(lang, 'detail.onlyChanged')).click();
      await unchanged.waitFor();
      expect(await unchanged.getAttribute('data-changed')).toBe('false');
      await detail.getByRole('button', { name: text(lang, 'common', 'actions.close') }).click();

      detail = await openNewest(page, lang, 'name.delete', name.name);
      await changes().getByText(name.name, { exact: true }).waitFor();
      await page.keyboard.press('Escape');

      detail = await openNewest(page, lang, 'user.create', person);
      await detail.getByText(email, { exact: true }).waitFor();
      await page.keyboard.press('Escape');

      detail = await openNewest(page, lang, 'user.block', person);
      const status = changedRow(detail, t(lang, 'fields.status'));
      await status.getByText(USER_STATUS_LABELS[lang].ACTIVE, { exact: true }).waitFor();
      await status.getByText(USER_STATUS_LABELS[lang].BLOCKED, { exact: true }).waitFor();
      await page.keyboard.press('Escape');

      // The actor picker (GET /api/users/list) narrows the log to the admin's own actions.
      await labelled(page, t(lang, 'filters.action')).selectOption('');
      await labelled(page, t(lang, 'filters.actor')).fill('المشرف');
      await page.getByRole('option', { name: 'المشرف العام' }).click();
      await page.waitForURL(/actor=/);
      const actors = page.getByRole('row').locator('td:nth-child(3)');
      await expect.poll(async () => new Set(await actors.allTextContents())).toEqual(new Set(['المشرف العام']));

      // A period ending before it starts is refused on the spot; one in the future is empty.
      // In Arabic the day is typed in Arabic-Indic digits, as a keyboard set to Arabic gives them.
      const tomorrow = new Date(Date.now() + 27 * 3_600_000).toISOString().slice(0, 10);
      const typed = lang === 'ar' ? tomorrow.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : tomorrow;
      // The period is one field in the filters' row; its first and last days are typed in its panel.
      const period = (key: string) => text(lang, 'lists', `range.${key}`);
      await labelled(page, period('label')).click();
      const panel = page.getByRole('dialog', { name: period('pick') });
      await labelled(panel, period('from')).fill(typed);
      await page.waitForURL(new RegExp(`from=${tomorrow}`));
      await page.getByText(text(lang, 'common', 'table.noMatchTitle')).waitFor();
      await labelled(panel, period('to')).fill('2020-01-01');
      await panel.getByText(t(lang, 'filters.rangeError')).waitFor();
      await panel.getByRole('button', { name: period('done') }).click();
      // Closed (once its fade-out is over), only the period's field says why it is not applied.
      await expect.poll(() => page.getByText(t(lang, 'filters.rangeError')).count()).toBe(1);
      await page.getByText(t(lang, 'filters.rangeError')).waitFor();
      await page.getByRole('button', { name: text(lang, 'common', 'table.clearFilters') }).click();

      // A quick period is picked, and the field shows it in both calendars.
      await labelled(page, period('label')).click();
      await panel.getByRole('button', { name: period('last7') }).click();
      await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
      await panel.getByRole('button', { name: period('done') }).click();
      const shown = await labelled(page, period('label')).inputValue();
      expect(shown).toMatch(lang === 'ar' ? /[٠-٩].* م$/ : /\d{4}$/);
      await labelled(page, period('label')).click();
      await panel.getByRole('button', { name: period('clear') }).click();
      await page.waitForURL((url) => !url.searchParams.has('from'));
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      await labelled(page, t(lang, 'filters.action')).selectOption('name.update');
      await page.waitForURL((url) => url.searchParams.get('action') === 'name.update' && !url.searchParams.has('from'));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text(lang, 'common', 'actions.export') }).click(),
      ]);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 3)).toEqual(UTF8_BOM);
      const csv = bytes.toString('utf8');
      expect(csv).toContain(`After ${stamp}`);
      expect(csv).not.toContain('name.create');
      await page.context().close();
    });

    it(`lets the SUPERADMIN check the log's chain and finds it intact (${lang})`, async () => {
      const page = await openAsAdmin(browser, baseUrl, '/dashboard/events', lang);
      const card = page.getByRole('region', { name: t(lang, 'chain.title') });
      await card.getByRole('button', { name: t(lang, 'chain.check') }).click();
      // The count is the whole log's, which other files write to meanwhile: the sentence up to it.
      const intact = t(lang, 'chain.ok_other').split(':')[0]!;
      await card.getByText(new RegExp(`^${intact}:`)).waitFor();
      expect(await card.getByRole('alert').count()).toBe(0);
      await page.context().close();
    });
  }
});
