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

/** A digit string as the web app shows it (format.ltr): left-to-right marks may stand between its characters. */
export function heldLeftToRight(text: string): RegExp {
  return new RegExp(
    text
      .split('')
      .map((c) => c.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))
      .join('\u200E?'),
  );
}

/**
 * Whether an element's text is drawn in its reading order, left to right: each character's box
 * starts right of the one before (issue 32: a masked ID or deed number in Arabic digits came out
 * with its groups reversed).
 */
export function readsLeftToRight(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const lefts: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        if (text[i] === '\u200E' || /\s/.test(text[i]!)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        lefts.push(range.getBoundingClientRect().left);
      }
    }
    return lefts.length > 1 && lefts.every((left, i) => i === 0 || left > lefts[i - 1]!);
  });
}
