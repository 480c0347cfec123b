import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MfaChallenge } from '@bayan/shared';
import { stepAt, totpCode } from '../bench/src/support/totp.js';
import { adminFetch } from './support/admin.js';
import { newIdentity } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { field, openPage, stored } from './support/pages.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

type Lang = 'ar' | 'en';
const auth = (lang: Lang, key: string) => text(lang, 'auth', key);

/** An ADMIN an administrator created: it chooses its password, then must link an authenticator app. */
async function newAdmin(label: string) {
  const who = newIdentity(label);
  const form = new FormData();
  for (const key of ['firstName', 'lastName', 'email', 'phone', 'password'] as const) form.set(key, who[key]);
  form.set('role', 'ADMIN');
  const res = await adminFetch(baseUrl, '/api/users', { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`/api/users answered ${res.status}: ${await res.text()}`);
  return who;
}

async function submitLogin(lang: Lang, width: number, login: string, password: string) {
  const page = await openPage(browser, '/login', lang, width);
  await field(page, auth(lang, 'fields.identifier')).fill(login);
  await field(page, auth(lang, 'fields.password')).fill(password);
  await page.getByRole('button', { name: auth(lang, 'login.submit') }).click();
  return page;
}

const ENROLMENT_REQUIRED = {
  ar: 'يجب تفعيل التحقق بخطوتين (تطبيق المصادقة) لحسابك قبل المتابعة.',
  en: 'Your account must set up two-step verification (an authenticator app) before going on.',
};
const WRONG_CODE = {
  ar: 'رمز التحقق غير صحيح أو انتهت صلاحيته أو استُخدم من قبل.',
  en: 'The verification code is wrong, expired or already used.',
};

describe('two-step verification', () => {
  for (const [lang, width] of [
    ['ar', 375],
    ['en', 1366],
  ] as const) {
    it(`an ADMIN links an app at first login, then logs in with its code or a recovery code (${lang}, ${width}px)`, async () => {
      const who = await newAdmin(`mfa${lang}`);
      const chosen = `cedar window evening ${lang} 31`;

      // First login: its own password first (force-password), then the enrolment gate.
      const page = await submitLogin(lang, width, who.email, who.password);
      await page.waitForURL('**/force-password');
      await field(page, auth(lang, 'fields.newPassword')).fill(chosen);
      await field(page, auth(lang, 'fields.confirmPassword')).fill(chosen);
      await page.getByRole('button', { name: auth(lang, 'forcePassword.submit') }).click();
      await page.waitForURL('**/two-factor-setup');
      await page.getByRole('heading', { level: 1, name: auth(lang, 'twoFactor.setupTitle') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

      // Nothing else answers until it is done: the dashboard sends it back, the API refuses.
      const token = (await stored(page, 'token'))!;
      const refused = await fetch(`${baseUrl}/api/users`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ code: 'AUTH_TOTP_ENROLMENT_REQUIRED', message: ENROLMENT_REQUIRED[lang] });
      await page.goto('/dashboard');
      await page.waitForURL('**/two-factor-setup');

      // The QR code and the key to type; a wrong first code is refused, the right one links the app.
      await page.getByRole('img', { name: auth(lang, 'twoFactor.qrAlt') }).waitFor();
      const key = page.getByTestId('totp-key');
      await key.waitFor();
      const secret = (await key.inputValue()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await seriousViolations(page)).toEqual([]);
      const codeField = field(page, auth(lang, 'twoFactor.code'));
      await codeField.fill('000000');
      await page.getByRole('button', { name: auth(lang, 'twoFactor.confirm') }).click();
      await page.getByText(WRONG_CODE[lang]).waitFor();
      const enrolStep = stepAt(Date.now());
      await codeField.fill(totpCode(secret, enrolStep));
      await page.getByRole('button', { name: auth(lang, 'twoFactor.confirm') }).click();

      // Ten recovery codes, shown this once.
      const list = page.getByRole('list', { name: auth(lang, 'twoFactor.codesTitle') });
      await list.waitFor();
      const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: auth(lang, 'twoFactor.continue') }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: new RegExp(who.lastName) }).waitFor();
      await page.context().close();

      // A new login asks for the app's code (a step the enrolment did not use).
      const second = await submitLogin(lang, width, who.email, chosen);
      await second.getByRole('heading', { name: auth(lang, 'twoFactor.stepTitle') }).waitFor();
      expect(await seriousViolations(second)).toEqual([]);
      const appCode = totpCode(secret, enrolStep + 1);
      await field(second, auth(lang, 'twoFactor.code')).fill(appCode);
      await second.getByRole('button', { name: auth(lang, 'twoFactor.verify') }).click();
      await second.waitForURL('**/dashboard');
      expect(JSON.parse((await stored(second, 'profile'))!)).toMatchObject({
        totp_enabled: true,
        must_enrol_totp: false,
      });
      await second.context().close();

      // The same code again is a replay: refused.
      const challenge = (await (
        await fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: who.email, password: chosen }),
        })
      ).json()) as MfaChallenge;
      expect(challenge.mfa_required).toBe(true);
      const replay = await fetch(`${baseUrl}/api/auth/login/totp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify({ mfa_token: challenge.mfa_token, code: appCode }),
      });
      expect(replay.status).toBe(400);
      expect(((await replay.json()) as { message: string }).message).toBe(WRONG_CODE[lang]);

      // A recovery code instead of the app's, once.
      const third = await submitLogin(lang, width, who.email, chosen);
      await third.getByRole('button', { name: auth(lang, 'twoFactor.useRecovery') }).click();
      await field(third, auth(lang, 'twoFactor.recoveryCode')).fill(codes[0]!.toLowerCase());
      await third.getByRole('button', { name: auth(lang, 'twoFactor.verify') }).click();
      await third.waitForURL('**/dashboard');

      // The profile page tells it is on, required, and nine codes are left; no way to turn it off.
      await third.goto('/dashboard/profile');
      const card = third.getByRole('region', { name: text(lang, 'profile', 'twoFactor.title') });
      await card.getByText(text(lang, 'profile', 'twoFactor.on')).waitFor();
      await card.getByText(text(lang, 'profile', 'twoFactor.required')).waitFor();
      await expect
        .poll(() => card.getByRole('button', { name: text(lang, 'profile', 'twoFactor.turnOff') }).count())
        .toBe(0);
      expect(await seriousViolations(third)).toEqual([]);
      await third.context().close();
    });
  }
});
