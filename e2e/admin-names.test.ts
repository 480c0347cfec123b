import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import {
  ADMIN,
  confirmation,
  dialog,
  fill,
  labelled,
  logInThroughUi,
  snackbar,
  UTF8_BOM,
  type Lang,
} from './support/admin.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { openPage, toArabicDigits } from './support/pages.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

const t = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  fill(text(lang, 'names', `admin.${key}`), values);
const common = (lang: Lang, key: string) => text(lang, 'common', key);

/** The public landing page searched for `q`, in a fresh context (no session). */
async function publicSearch(lang: Lang, q: string): Promise<Page> {
  return openPage(browser, `/home?q=${encodeURIComponent(q)}`, lang);
}
const publicCard = (page: Page, name: string) => page.locator('main a[href^="/name/"]', { hasText: name });

describe('the names screen', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`lets the admin add, edit, hide and delete a name, seen on the public site (${lang})`, async () => {
      const stamp = `${Date.now() % 100_000}${lang === 'ar' ? 1 : 2}`;
      const name = `اختبار ${stamp.replace(/\d/g, (d) => 'ابتثجحخدذر'[Number(d)]!)}`;
      const order = String(1000 + (Number(stamp) % 90_000));
      const meaningField = lang === 'ar' ? 'meaningAr' : 'meaningEn';

      const page = await (await browser.newContext({ lang })).newPage();
      await logInThroughUi(page, lang, ADMIN.login, ADMIN.password);
      await page.waitForURL('**/dashboard');
      await page.goto('/dashboard/names');
      await page.getByRole('heading', { level: 1, name: t(lang, 'title') }).waitFor();

      // An empty form is refused before anything is sent: the name is the one required text (spec §7).
      await page.getByRole('button', { name: t(lang, 'add') }).click();
      const form = dialog(page, t(lang, 'createTitle'));
      await form.getByRole('button', { name: common(lang, 'actions.save') }).click();
      await expect.poll(() => form.getByText(common(lang, 'form.required')).count()).toBe(1);

      await labelled(form, t(lang, 'fields.name')).fill(name);
      await labelled(form, t(lang, 'fields.transliteration')).fill(`E2E ${stamp}`);
      await labelled(form, t(lang, 'fields.meaningAr')).fill(`معنى ${name}`);
      await labelled(form, t(lang, 'fields.meaningEn')).fill(`Meaning ${stamp}`);
      await expect.poll(() => form.getByText(common(lang, 'form.required')).count()).toBe(0);

      // Arabic-Indic digits are a number too; the dialog closes after the success message.
      await labelled(form, t(lang, 'fields.order')).fill(lang === 'ar' ? toArabicDigits(order) : order);
      await form.getByRole('button', { name: common(lang, 'actions.save') }).click();
      await snackbar(page).getByText(common(lang, 'feedback.done.nameAdded')).waitFor();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('searchbox', { name: t(lang, 'search') }).fill(`E2E ${stamp}`);
      await page.getByRole('row', { name: new RegExp(`E2E ${stamp}`) }).waitFor();

      let visitor = await publicSearch(lang, name);
      await publicCard(visitor, name).waitFor();
      await visitor.context().close();

      // Edit the meaning shown in this language.
      await page.getByRole('button', { name: t(lang, 'rowActions.edit', { name }) }).click();
      const editForm = dialog(page, t(lang, 'editTitle', { name }));
      expect(await labelled(editForm, t(lang, 'fields.order')).inputValue()).toBe(order);
      await labelled(editForm, t(lang, `fields.${meaningField}`)).fill(`Edited ${stamp}`);
      await editForm.getByRole('button', { name: common(lang, 'actions.save') }).click();
      await editForm.waitFor({ state: 'detached' });
      visitor = await publicSearch(lang, name);
      await publicCard(visitor, `Edited ${stamp}`).waitFor();
      await visitor.context().close();

      // Hidden from the list's switch: the public site no longer finds it.
      const shown = page.getByLabel(t(lang, 'rowActions.toggle', { name }), { exact: true });
      await shown.click();
      await expect.poll(() => shown.isChecked()).toBe(false);
      visitor = await publicSearch(lang, name);
      await visitor.getByText(text(lang, 'names', 'empty.title')).waitFor();
      await visitor.context().close();

      // Delete asks first; cancelling keeps the name.
      const remove = page.getByRole('button', { name: t(lang, 'rowActions.delete', { name }) });
      await remove.click();
      const ask = confirmation(page, t(lang, 'deleteTitle'));
      await ask.getByRole('button', { name: common(lang, 'actions.cancel') }).click();
      await ask.waitFor({ state: 'detached' });
      await remove.click();
      await ask.getByRole('button', { name: common(lang, 'actions.delete') }).click();
      await ask.waitFor({ state: 'detached' });
      await page.getByText(common(lang, 'table.noMatchTitle')).waitFor();
      await page.context().close();
    });
  }

  it('exports the filtered names as CSV starting with the UTF-8 BOM', async () => {
    const page = await (await browser.newContext({ lang: 'en' })).newPage();
    await logInThroughUi(page, 'en', ADMIN.login, ADMIN.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/names?q=Rah');
    await page.getByRole('row', { name: /Ar-Raḥmān/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: common('en', 'actions.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^names-.*\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 3)).toEqual(UTF8_BOM);
    const lines = bytes.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Transliteration');
    // Only the rows the search matched, not the whole catalogue.
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThan(20);
    await page.context().close();
  });
});
