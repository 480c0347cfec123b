import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdentity, registerByApi } from './support/accounts.js';
import { serverUrl } from './support/base-url.js';
import { chooseLanguage, launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { field, stored } from './support/pages.js';
import { enrol } from './support/second-factor.js';

/**
 * The e2e servers listen on 127.0.0.1 with no PUBLIC_URL, so their relying party is `localhost`
 * (an RP ID cannot be an IP address: relying-party.ts): the pages are opened at
 * http://localhost:<port>, a secure context, where Chromium's virtual authenticator answers.
 */
const baseUrl = serverUrl();
const localUrl = baseUrl.replace('//127.0.0.1:', '//localhost:');
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

type Lang = 'ar' | 'en';

/** A page at localhost in `lang`, signed in with `tokens`, with a platform authenticator that verifies its user. */
async function pageWithAuthenticator(lang: Lang, width: number, tokens: object): Promise<Page> {
  const context = await browser.browser.newContext({ baseURL: localUrl, viewport: { width, height: 900 } });
  await chooseLanguage(context, localUrl, lang);
  await context.addInitScript((session: { access_token: string; refresh_token: string; profile: unknown }) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', session.access_token);
    localStorage.setItem('refresh_token', session.refresh_token);
    localStorage.setItem('profile', JSON.stringify(session.profile));
  }, tokens as never);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return page;
}

async function logOut(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text(lang, 'dashboard', 'shell.accountMenu') }).click();
  await page.getByRole('menuitem', { name: text(lang, 'common', 'actions.logout') }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => stored(page, 'token')).toBeNull();
}

describe('passkeys', () => {
  for (const [lang, width] of [
    ['ar', 375],
    ['en', 1366],
  ] as const) {
    it(`adds a passkey in the profile, then signs in with it alone, and as the second step with and without an app (${lang}, ${width}px)`, async () => {
      const who = newIdentity(`passkey${lang}`);
      const page = await pageWithAuthenticator(lang, width, await registerByApi(baseUrl, who));
      const profile = (key: string) => text(lang, 'profile', key);
      const auth = (key: string) => text(lang, 'auth', key);

      // The profile's security area: no passkey yet; one is added under a name.
      await page.goto('/dashboard/profile');
      await page.getByRole('heading', { name: profile('passkeys.title') }).waitFor();
      await page.getByText(profile('passkeys.none')).waitFor();
      await page.getByRole('button', { name: profile('passkeys.add') }).click();
      const dialog = page.getByRole('dialog', { name: profile('passkeys.addTitle') });
      await field(page, profile('passkeys.name')).fill(`Laptop ${lang}`);
      await dialog.getByRole('button', { name: profile('passkeys.addSubmit') }).click();
      const list = page.getByRole('list', { name: profile('passkeys.title') });
      await list.getByText(`Laptop ${lang}`).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

      // Passwordless: out, then in with the passkey the device keeps, no identifier typed.
      await logOut(page, lang);
      await page.getByRole('button', { name: auth('login.passkey') }).click();
      await page.waitForURL('**/dashboard');
      await expect.poll(() => stored(page, 'token')).not.toBeNull();

      // The second step: the password, then the passkey (the account has no app, so only the passkey is offered).
      await logOut(page, lang);
      await field(page, auth('fields.identifier')).fill(who.email);
      await field(page, auth('fields.password')).fill(who.password);
      await page.getByRole('button', { name: auth('login.submit') }).click();
      await page.getByRole('heading', { name: auth('twoFactor.stepTitle') }).waitFor();
      expect(await stored(page, 'token')).toBeNull();
      await page.getByRole('button', { name: auth('twoFactor.passkeyButton') }).click();
      await page.waitForURL('**/dashboard');
      await expect.poll(() => stored(page, 'token')).not.toBeNull();

      // With an authenticator app linked too, the step asks for its code and offers the passkey instead.
      await enrol(baseUrl, who.email, (await stored(page, 'token'))!);
      await logOut(page, lang);
      await field(page, auth('fields.identifier')).fill(who.email);
      await field(page, auth('fields.password')).fill(who.password);
      await page.getByRole('button', { name: auth('login.submit') }).click();
      await field(page, auth('twoFactor.code')).waitFor();
      await page.getByRole('button', { name: auth('twoFactor.usePasskey') }).click();
      await page.getByRole('button', { name: auth('twoFactor.passkeyButton') }).click();
      await page.waitForURL('**/dashboard');
      await expect.poll(() => stored(page, 'token')).not.toBeNull();

      // The passkey was used: the profile shows a last use.
      await page.goto('/dashboard/profile');
      await list.getByText(`Laptop ${lang}`).waitFor();
      await expect.poll(() => list.textContent()).not.toContain(profile('passkeys.never'));
      await page.context().close();
    });
  }
});
