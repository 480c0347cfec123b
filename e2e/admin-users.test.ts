import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { errorMessage, USER_STATUS_LABELS, type UserStatistics } from '@bayan/shared';
import { newIdentity } from './support/accounts.js';
import {
  adminFetch,
  confirmation,
  dialog,
  fill,
  labelled,
  logInThroughUi,
  openAsAdmin,
  PNG_PIXEL,
  snackbar,
  UTF8_BOM,
  type Lang,
} from './support/admin.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

const t = (lang: Lang, key: string, values: Record<string, string> = {}) => fill(text(lang, 'users', key), values);
const common = (lang: Lang, key: string) => text(lang, 'common', key);
const digits = (lang: Lang, value: number) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en').format(value);
/** The server's words for an email another account holds (users.duplicates.ts). */
const EMAIL_TAKEN = { ar: 'هذا البريد مستخدم في حساب آخر.', en: 'This email is used by another account.' };

async function apiLogin(login: string, password: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  return res.status;
}

describe('the users screen', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`adds a user with a file, blocks them so they cannot log in, then deletes them (${lang})`, async () => {
      const base = newIdentity(`users${lang}`);
      // A last name of its own, so the row actions' names are unique even across runs.
      const who = { ...base, lastName: `Tester${base.phone.slice(-6)}` };
      const name = `${who.firstName} ${who.lastName}`;
      const stats = (await (await adminFetch(baseUrl, '/api/users/statistics')).json()) as UserStatistics;
      const page = await openAsAdmin(browser, baseUrl, '/dashboard/users', lang);
      const strip = page.getByRole('region', { name: t(lang, 'stats.label') });
      await strip.getByText(digits(lang, stats.total), { exact: true }).first().waitFor();

      // Spec §5 defaults, then a duplicate email refused by the server on its field.
      await page.getByRole('button', { name: t(lang, 'add') }).click();
      const form = dialog(page, t(lang, 'createTitle'));
      expect(await labelled(form, t(lang, 'fields.status')).inputValue()).toBe('ACTIVE');
      expect(await labelled(form, t(lang, 'fields.isEmailVerified')).isChecked()).toBe(true);
      expect(await labelled(form, t(lang, 'fields.isPhoneVerified')).isChecked()).toBe(true);
      await labelled(form, t(lang, 'fields.firstName')).fill(who.firstName);
      await labelled(form, t(lang, 'fields.lastName')).fill(who.lastName);
      await labelled(form, t(lang, 'fields.email')).fill('admin@bayan.local');
      await labelled(form, t(lang, 'fields.phone')).fill(who.phone);
      await labelled(form, t(lang, 'fields.password')).fill(who.password);
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG_PIXEL });
      await form.getByText(t(lang, 'file.chosen', { name: 'id.png' })).waitFor();
      await form.getByRole('button', { name: common(lang, 'actions.save') }).click();
      await form.getByText(EMAIL_TAKEN[lang]).waitFor();
      // The field says it: no toast repeats it (issue 15).
      expect(await snackbar(page).getByText(errorMessage('USERS_DUPLICATE', lang)).count()).toBe(0);

      await labelled(form, t(lang, 'fields.email')).fill(who.email);
      await form.getByRole('button', { name: common(lang, 'actions.save') }).click();
      await snackbar(page).getByText(common(lang, 'feedback.done.userAdded')).waitFor();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('searchbox', { name: t(lang, 'search') }).fill(who.email);
      const row = page.getByRole('row', { name: new RegExp(who.email) });
      await row.getByText(USER_STATUS_LABELS[lang].ACTIVE).waitFor();

      // The edit dialog offers the uploaded file for download; Escape closes it.
      await page.getByRole('button', { name: t(lang, 'rowActions.edit', { name }) }).click();
      const edit = dialog(page, t(lang, 'editTitle', { name }));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        edit.getByRole('button', { name: t(lang, 'file.download', { name: 'id.png' }) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('id.png');
      expect(await readFile((await download.path())!)).toEqual(PNG_PIXEL);
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'detached' });

      // The account works until it is blocked (after confirming).
      expect(await apiLogin(who.email, who.password)).toBe(200);
      await row.getByRole('button', { name: t(lang, 'rowActions.block', { name }) }).click();
      const ask = confirmation(page, t(lang, 'blockTitle'));
      await ask.getByRole('button', { name: t(lang, 'block') }).click();
      await ask.waitFor({ state: 'detached' });
      await row.getByText(USER_STATUS_LABELS[lang].BLOCKED).waitFor();

      const visitor = await (await browser.newContext({ lang })).newPage();
      await logInThroughUi(visitor, lang, who.email, who.password);
      await visitor.getByText(errorMessage('AUTH_INVALID_CREDENTIALS', lang)).first().waitFor();
      expect(new URL(visitor.url()).pathname).toBe('/login');
      await visitor.context().close();

      // A soft delete: gone from the list, still there under the "deleted" filter.
      await row.getByRole('button', { name: t(lang, 'rowActions.delete', { name }) }).click();
      const sure = confirmation(page, t(lang, 'deleteTitle'));
      await sure.getByRole('button', { name: common(lang, 'actions.delete') }).click();
      await sure.waitFor({ state: 'detached' });
      await page.getByText(common(lang, 'table.noMatchTitle')).waitFor();
      await labelled(page, t(lang, 'filters.status')).selectOption('DELETED');
      await row.getByText(USER_STATUS_LABELS[lang].DELETED).waitFor();
      await page.context().close();
    });
  }

  it('exports the filtered users as CSV starting with the UTF-8 BOM', async () => {
    const page = await openAsAdmin(browser, baseUrl, '/dashboard/users?role=DOCTOR', 'en');
    // The list is loaded (the other files' clinic doctors may push the demo doctor to a later page).
    await page
      .getByText(/^[^\s@]+@[^\s@]+$/)
      .first()
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: common('en', 'actions.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users-.*\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 3)).toEqual(UTF8_BOM);
    const csv = bytes.toString('utf8');
    expect(csv).toContain('doctor@bayan.local');
    // The role filter went with it: no other account is in the file.
    expect(csv).not.toContain('admin@bayan.local');
    await page.context().close();
  });
});
