import type { Locator, Page } from 'playwright-core';
import type { Tokens } from '@bayan/shared';
import type { TestBrowser } from './browser.js';
import { text } from './catalogue.js';
import { openDashboard } from './dashboard.js';
import { field } from './pages.js';
import { serverUrl } from './base-url.js';
import { logIn } from './second-factor.js';
import { submitUiLogin } from './ui-second-factor.js';

/** The README's default SUPERADMIN. */
export const ADMIN = { login: 'admin@bayan.local', password: 'Bayan-Admin-2026' };

export type Lang = 'ar' | 'en';

let session: Promise<Tokens> | undefined;

/** One API login per test file (failed logins are throttled per IP, successful ones are not). */
export function adminSession(baseUrl: string): Promise<Tokens> {
  // With the second step from the shared authenticator (the SUPERADMIN must have one).
  session ??= logIn(baseUrl, ADMIN);
  return session;
}

/** A call to the API as the admin, for setting up data and checking what the screens did. */
export async function adminFetch(baseUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  const { access_token } = await adminSession(baseUrl);
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${access_token}`);
  return fetch(`${baseUrl}${path}`, { ...init, headers });
}

/** A page whose storage already holds the admin's session, as if they had logged in earlier. */
export async function openAsAdmin(browser: TestBrowser, baseUrl: string, path: string, lang: Lang, width = 1366) {
  return openDashboard(browser, await adminSession(baseUrl), { path, lang, width });
}

/**
 * Fills in and submits the login screen, and the second step or enrolment that follows for an
 * account that has or must have an authenticator app (where it lands is for the caller to check).
 */
export async function logInThroughUi(page: Page, lang: Lang, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, text(lang, 'auth', 'fields.identifier')).fill(login);
  await field(page, text(lang, 'auth', 'fields.password')).fill(password);
  await submitUiLogin(page, lang, serverUrl(), login, () =>
    page.getByRole('button', { name: text(lang, 'auth', 'login.submit') }).click(),
  );
}

/** The app-wide snackbar's message. */
export const snackbar = (page: Page) => page.locator('.MuiSnackbar-root .MuiAlert-message');

/** An open form or detail dialog, by its title. */
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** An open confirmation, by its title. */
export const confirmation = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly `label` inside a page or a dialog; MUI appends " *" to a required one. */
export const labelled = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/** A catalogue string with its {{placeholders}} filled in. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * A PNG of one transparent pixel: a real image the server recognises by its content, encoded as the
 * server re-encodes uploads, so the file downloaded back is these very bytes.
 */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAsSAAALEgHS3X78AAAADUlEQVQImWNgYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==',
  'base64',
);

/** Bytes a CSV export must start with: the UTF-8 byte order mark, so Excel reads Arabic right. */
export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
