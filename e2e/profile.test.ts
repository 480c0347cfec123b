import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { newIdentity, registerByApi } from './support/accounts.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { openDashboard } from './support/dashboard.js';
import { field, stored, toArabicDigits } from './support/pages.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

describe('the profile page', () => {
  it('saves the account settings typed with Arabic-Indic digits and shows the birthday in both calendars', async () => {
    const who = newIdentity('profile');
    const page = await openDashboard(browser, await registerByApi(baseUrl, who), {
      lang: 'en',
      path: '/dashboard/profile',
    });
    const t = (key: string) => text('en', 'profile', `account.fields.${key}`);
    await field(page, t('fatherName')).fill('Ahmad');
    await field(page, t('birthday')).fill(toArabicDigits('1990-05-21'));
    await page.getByText('26 Shawwal 1410 AH (21 May 1990)').waitFor();
    await field(page, t('idNumber')).fill(toArabicDigits('1012345672'));
    // A new ID number asks for the current password first (the account form's field comes first).
    await field(page, t('currentPassword')).first().fill(who.password);
    await page.getByRole('button', { name: text('en', 'profile', 'account.save') }).click();
    await page.getByText(text('en', 'common', 'feedback.done.profileSaved')).waitFor();
    const profile = JSON.parse((await stored(page, 'profile')) ?? '{}') as Record<string, unknown>;
    expect(profile).toMatchObject({ fatherName: 'Ahmad', birthday: '1990-05-21', idNumber: '1012345672' });

    // A Hijri year typed as Gregorian is refused; the same text read as Hijri is 1994 (11 Rabiʿ I 1415 as
    // the Umm al-Qura calendar published it is 18 August 1994; ICU's computed table says the 10th).
    await field(page, t('birthday')).fill('1415-03-11');
    await page.getByRole('button', { name: text('en', 'profile', 'account.save') }).click();
    await page.getByText('Enter a birth date between today and 120 years ago, in the calendar you chose.').waitFor();
    await page.getByRole('button', { name: text('en', 'common', 'form.calendar.hijri') }).click();
    await page.getByText(/1415 AH \(18 August 1994\)/).waitFor();
    await page.getByRole('button', { name: text('en', 'profile', 'account.save') }).click();
    await expect
      .poll(async () => (JSON.parse((await stored(page, 'profile')) ?? '{}') as Record<string, unknown>).birthday)
      .toBe('1994-08-18');

    // The server's own refusal lands on its field. A new email asks for the password first (the
    // account form's field comes before the security form's).
    await field(page, t('email')).fill('member@bayan.local');
    await field(page, t('currentPassword')).first().fill(who.password);
    await page.getByRole('button', { name: text('en', 'profile', 'account.save') }).click();
    await page.getByText('This email is used by another account.').waitFor();
    expect(await field(page, t('email')).getAttribute('aria-invalid')).toBe('true');

    await page.reload();
    expect(await field(page, t('fatherName')).inputValue()).toBe('Ahmad');
    expect(await field(page, t('email')).inputValue()).toBe(who.email);
    // The contact details show whether they are confirmed.
    await page.getByRole('heading', { name: text('en', 'dashboard', 'checks.title') }).waitFor();
    expect(await page.getByText(text('en', 'dashboard', 'notConfirmed'), { exact: true }).count()).toBe(2);
    await page.context().close();
  });

  it('changes the password in Arabic after proving the current one', async () => {
    const who = newIdentity('password');
    const page = await openDashboard(browser, await registerByApi(baseUrl, who), {
      lang: 'ar',
      path: '/dashboard/profile',
    });
    const t = (key: string) => text('ar', 'profile', `security.${key}`);
    const chosen = 'amber lantern harbour 77';
    await field(page, t('current')).fill('not my password at all');
    await field(page, t('new')).fill(chosen);
    await page.getByText(text('ar', 'common', 'password.levels.strong')).waitFor();
    await field(page, t('confirm')).fill(chosen);
    await page.getByRole('button', { name: t('submit') }).click();
    await page.getByText('كلمة المرور الحالية غير صحيحة.').first().waitFor();
    expect(await field(page, t('current')).getAttribute('aria-invalid')).toBe('true');

    await field(page, t('current')).fill(who.password);
    await page.getByRole('button', { name: t('submit') }).click();
    await page.getByText(text('ar', 'common', 'feedback.done.passwordChanged')).waitFor();
    await expect.poll(() => field(page, t('new')).inputValue()).toBe('');

    const login = (password: string) =>
      fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: who.email, password }),
      });
    expect((await login(chosen)).status).toBe(200);
    expect((await login(who.password)).status).toBe(401);
    await page.context().close();
  });
});
