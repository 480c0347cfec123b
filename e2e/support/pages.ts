import type { Locator, Page } from 'playwright-core';
import type { TestBrowser } from './browser.js';

/** A page in a fresh context (its own storage), optionally in a language and at a width. */
export async function openPage(browser: TestBrowser, path: string, lang?: 'ar' | 'en', width = 1366): Promise<Page> {
  const context = await browser.newContext({ lang, width });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** ٠–٩, as an Arabic keyboard types them. */
export const toArabicDigits = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly `label`; MUI appends " *" to the label of a required field. */
export const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
