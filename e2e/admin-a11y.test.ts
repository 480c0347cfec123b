import { seriousViolations } from './support/axe.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { dialog, labelled, openAsAdmin, type Lang } from './support/admin.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Screen {
  path: string;
  /** Waits until the screen shows its data. */
  ready: (page: Page, lang: Lang) => Promise<void>;
  /** Opens the screen's dialog (or, without one, shows a form error); resolves once it is on screen. */
  open: (page: Page, lang: Lang) => Promise<void>;
}

/** A list has loaded its first page once its pager shows. */
const loaded = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: text(lang, 'common', 'table.pager') }).waitFor();

const screens: Screen[] = [
  {
    path: '/dashboard/names',
    ready: loaded,
    open: async (page, lang) => {
      await page.getByRole('button', { name: text(lang, 'names', 'admin.add') }).click();
      await dialog(page, text(lang, 'names', 'admin.createTitle')).waitFor();
    },
  },
  {
    path: '/dashboard/users',
    ready: loaded,
    open: async (page, lang) => {
      await page.getByRole('button', { name: text(lang, 'users', 'add') }).click();
      await dialog(page, text(lang, 'users', 'createTitle')).waitFor();
    },
  },
  {
    path: '/dashboard/events',
    ready: loaded,
    open: async (page, lang) => {
      const view = escape(text(lang, 'events', 'rowActions.view')).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+');
      await page
        .getByRole('button', { name: new RegExp(`^${view}$`) })
        .first()
        .click();
      await dialog(page, text(lang, 'events', 'detail.title')).waitFor();
    },
  },
  {
    path: '/dashboard/settings',
    ready: (page, lang) => labelled(page, lang === 'ar' ? 'اسم الموقع' : 'Site name').waitFor(),
    open: async (page, lang) => {
      const email = labelled(page, lang === 'ar' ? 'البريد الإلكتروني للتواصل' : 'Contact email');
      await email.fill('not an email');
      await email.press('Enter');
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    },
  },
];

describe('accessibility of the data screens', () => {
  for (const { path, ready, open } of screens) {
    for (const lang of ['ar', 'en'] as const) {
      for (const width of [1366, 375]) {
        it(`${path} has no serious or critical axe violations, with its dialog open too (${lang}, ${width}px)`, async () => {
          const page = await openAsAdmin(browser, baseUrl, path, lang, width);
          await ready(page, lang);
          expect(await seriousViolations(page)).toEqual([]);
          await open(page, lang);
          expect(await seriousViolations(page)).toEqual([]);
          await page.context().close();
        });
      }
    }
  }
});
