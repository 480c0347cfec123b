import { GENDER_LABELS } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { newIdentity, registerByApi, waitForMessage } from './support/accounts.js';
import { adminFetch } from './support/admin.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text, textStart } from './support/catalogue.js';
import { openDashboard } from './support/dashboard.js';
import { field, openPage, stored, toArabicDigits } from './support/pages.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

const open = (path: string, lang?: 'ar' | 'en') => openPage(browser, path, lang);

describe('sign-up and phone verification', () => {
  it('refuses an empty sign-up form field by field, without calling the server', async () => {
    const page = await open('/register', 'en');
    let calls = 0;
    page.on('request', (request) => void (request.url().includes('/api/auth/register') && calls++));
    await page.getByRole('button', { name: text('en', 'auth', 'register.submit') }).click();
    await page
      .getByText(text('en', 'common', 'form.required'))
      .first()
      .waitFor();
    expect(await page.getByText(text('en', 'common', 'form.required')).count()).toBeGreaterThanOrEqual(5);
    // The email in spec §5's own words.
    await page.getByText('Email is required.').waitFor();
    await page.getByText('You must agree to the terms and conditions.').waitFor();
    // The keyboard is put on the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    expect(calls).toBe(0);
    await page.context().close();
  });

  it('registers in Arabic, confirms the phone with the SMS code typed in Arabic-Indic digits, and lands on the dashboard', async () => {
    const who = newIdentity('register');
    const page = await open('/register');
    const label = (key: string) => field(page, text('ar', 'auth', key));
    await label('fields.firstName').fill(who.firstName);
    await label('fields.lastName').fill(who.lastName);
    await label('fields.email').fill(who.email);
    await label('fields.phone').fill(toArabicDigits(who.phone));
    await page.getByRole('radio', { name: GENDER_LABELS.ar.FEMALE }).check();
    await label('fields.password').fill(who.password);
    await page.getByText(text('ar', 'common', 'password.levels.strong')).waitFor();
    await label('fields.confirmPassword').fill(who.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text('ar', 'auth', 'register.submit') }).click();

    await page.getByText(text('ar', 'common', 'feedback.success')).waitFor();
    expect(await stored(page, 'token')).toBeTruthy();
    const signUpRefresh = await stored(page, 'refresh_token');
    await page.waitForURL('**/phone-verification');
    // Right after sign-up a code is on its way: asking for another waits out the 60 s.
    expect(
      await page.getByRole('button', { name: textStart('ar', 'auth', 'phoneVerification.resendIn') }).isDisabled(),
    ).toBe(true);

    const sms = await waitForMessage(baseUrl, 'sms', who.e164, /\d{6}/);
    const code = /\d{6}/.exec(sms.body)![0];
    await field(page, text('ar', 'common', 'form.code')).fill(toArabicDigits(code));
    await page.getByRole('button', { name: text('ar', 'auth', 'phoneVerification.submit') }).click();
    await page.getByRole('heading', { name: text('ar', 'auth', 'phoneConfirmed.title') }).waitFor();
    await page.waitForURL('**/dashboard');

    await page.getByRole('heading', { level: 1, name: new RegExp(who.lastName) }).waitFor();
    const profile = JSON.parse((await stored(page, 'profile')) ?? '{}') as { is_phone_confirmed?: boolean };
    expect(profile.is_phone_confirmed).toBe(true);
    // The confirmation's tokens replaced the sign-up's session, which the server has ended.
    expect(await stored(page, 'refresh_token')).not.toBe(signUpRefresh);
    const replaced = await fetch(`${baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signUpRefresh}` },
    });
    expect(replaced.status).toBe(401);
    expect(await page.getByText(text('ar', 'dashboard', 'confirmed'), { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: text('ar', 'dashboard', 'checks.confirmPhone') }).count()).toBe(0);
    await page.context().close();
  });

  it('accepts the sign-up code after a skip, on /phone-verification opened in a new tab (en)', async () => {
    const who = newIdentity('skip');
    const page = await open('/register', 'en');
    const label = (key: string) => field(page, text('en', 'auth', key));
    await label('fields.firstName').fill(who.firstName);
    await label('fields.lastName').fill(who.lastName);
    await label('fields.email').fill(who.email);
    await label('fields.phone').fill(who.phone);
    await page.getByRole('radio', { name: GENDER_LABELS.en.MALE, exact: true }).check();
    await label('fields.password').fill(who.password);
    await label('fields.confirmPassword').fill(who.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text('en', 'auth', 'register.submit') }).click();
    await page.waitForURL('**/phone-verification');
    await page.getByRole('link', { name: text('en', 'auth', 'phoneVerification.later') }).click();
    await page.waitForURL('**/register-success');

    // A new tab knows nothing of the sign-up: the server says a code is waiting.
    const tab = await page.context().newPage();
    await tab.goto('/phone-verification');
    const code = field(tab, text('en', 'common', 'form.code'));
    await expect.poll(() => code.isEnabled()).toBe(true);
    const sms = await waitForMessage(baseUrl, 'sms', who.e164, /\d{6}/);
    await code.fill(/\d{6}/.exec(sms.body)![0]);
    await tab.getByRole('button', { name: text('en', 'auth', 'phoneVerification.submit') }).click();
    await tab.getByRole('heading', { name: text('en', 'auth', 'phoneConfirmed.title') }).waitFor();
    const profile = JSON.parse((await stored(tab, 'profile')) ?? '{}') as { is_phone_confirmed?: boolean };
    expect(profile.is_phone_confirmed).toBe(true);
    await page.context().close();
  });

  it('with no code waiting, makes sending one the main action and the code field wait for it (ar)', async () => {
    const who = newIdentity('nocode');
    const tokens = await registerByApi(baseUrl, who);
    // A new number: the sign-up code was for the old one, and none has been sent to the new one.
    const changed = await fetch(`${baseUrl}/api/users/me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: newIdentity('nocode2').phone, currentPassword: who.password }),
    });
    expect(changed.status, await changed.text()).toBe(200);
    const context = await browser.newContext({ lang: 'ar', width: 375 });
    await context.addInitScript((t) => {
      localStorage.setItem('token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
      localStorage.setItem('profile', JSON.stringify(t.profile));
    }, tokens);
    const page = await context.newPage();
    await page.goto('/phone-verification');
    const send = page.getByRole('button', { name: text('ar', 'auth', 'phoneVerification.send') });
    await send.waitFor();
    const code = field(page, text('ar', 'common', 'form.code'));
    expect(await code.isDisabled()).toBe(true);
    await send.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
    await page.getByRole('button', { name: textStart('ar', 'auth', 'phoneVerification.resendIn') }).waitFor();
    await context.close();
  });

  it('with OTP required at sign-up, holds the new account on /phone-verification, without skip, until the code (en)', async () => {
    const settings = (await (await adminFetch(baseUrl, '/api/settings?group=accounts')).json()) as {
      data: { key: string; pubkey: string }[];
    };
    const otp = settings.data.find((setting) => setting.key === 'otp_required_at_signup')!;
    const setOtpRequired = (value: boolean) =>
      adminFetch(baseUrl, `/api/settings/${otp.pubkey}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      });
    expect((await setOtpRequired(true)).status).toBe(200);
    try {
      const who = newIdentity('otpreq');
      const tokens = await registerByApi(baseUrl, who);
      expect(tokens.profile.must_verify_phone).toBe(true);
      // A stored profile that does not know yet: the dashboard learns it from the server.
      const stale = { ...tokens, profile: { ...tokens.profile, must_verify_phone: false } };
      const page = await openDashboard(browser, stale, { path: '/dashboard/profile', lang: 'en' });
      await page.waitForURL('**/phone-verification');
      await page.getByText(text('en', 'auth', 'phoneVerification.required')).waitFor();
      expect(await page.getByRole('link', { name: text('en', 'auth', 'phoneVerification.later') }).count()).toBe(0);

      const sms = await waitForMessage(baseUrl, 'sms', who.e164, /\d{6}/);
      const code = field(page, text('en', 'common', 'form.code'));
      await expect.poll(() => code.isEnabled()).toBe(true);
      await code.fill(/\d{6}/.exec(sms.body)![0]);
      await page.getByRole('button', { name: text('en', 'auth', 'phoneVerification.submit') }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: new RegExp(who.lastName) }).waitFor();
      await page.context().close();
    } finally {
      await setOtpRequired(false);
    }
  });
});
