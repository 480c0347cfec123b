import { seriousViolations } from './support/axe.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import type { Name, Page as ListPage } from '@bayan/shared';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';

const baseUrl = serverUrl();
let browser: TestBrowser;
let first: Name;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  const res = await fetch(`${baseUrl}/api/names?limit=1`);
  first = ((await res.json()) as ListPage<Name>).data[0]!;
});
afterAll(() => browser?.close());

async function open(path: string, lang?: 'ar' | 'en', width = 1366): Promise<Page> {
  const context = await browser.newContext({ lang, width });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const htmlAttrs = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

const card = (page: Page, name: string) => page.locator('main a[href^="/name/"]', { hasText: name }).first();

describe('the public site', () => {
  it('serves Arabic right-to-left HTML before any script runs', async () => {
    const res = await fetch(`${baseUrl}/home`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('opens on the Arabic landing page with the names, and searches them', async () => {
    const page = await open('/');
    await page.waitForURL('**/home');
    expect(await htmlAttrs(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await card(page, first.name).waitFor();
    expect(await page.locator('main a[href^="/name/"]').count()).toBeGreaterThan(1);

    await page.getByRole('searchbox').fill('القدوس');
    await page.waitForURL(/q=/);
    await card(page, 'ٱلْقُدُّوسُ').waitFor();
    await expect.poll(() => page.locator('main a[href^="/name/"]').count()).toBe(1);
    await page.context().close();
  });

  it('switches to English left-to-right without losing what was typed', async () => {
    const page = await open('/home');
    await card(page, first.name).waitFor();
    await page.getByRole('searchbox').fill('Rah');
    await page.locator('button[lang="en"]').click();
    await expect.poll(() => htmlAttrs(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    expect(await page.getByRole('searchbox').inputValue()).toBe('Rah');
    await card(page, first.meaningEn).waitFor();
    const direction = await page.evaluate(() => getComputedStyle(document.body).direction);
    expect(direction).toBe('ltr');
    await page.context().close();
  });

  it('shows a name on its own page', async () => {
    const page = await open('/home', 'en');
    await card(page, first.name).click();
    await page.waitForURL(`**/name/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await page.getByText(first.meaningEn).first().waitFor();
    await page.getByText(first.transliteration).first().waitFor();
    await page.context().close();
  });

  it('shows the register screen for an unknown path and guards the dashboard', async () => {
    const page = await open('/no/such/page', 'en');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).toContain('/no/such/page');
    await page.goto('/dashboard');
    await page.waitForURL('**/home');
    await page.context().close();
  });
});

describe('the contact page', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`shows the published email and phone as links (${lang}, 375px)`, async () => {
      const page = await open('/contact', lang, 375);
      await page.getByRole('heading', { level: 1, name: text(lang, 'contact', 'title') }).waitFor();
      const email = page.getByRole('link', { name: 'contact@bayan.local' });
      await email.waitFor();
      expect(await email.getAttribute('href')).toBe('mailto:contact@bayan.local');
      expect(await page.getByRole('link', { name: '+966550000000' }).getAttribute('href')).toBe('tel:+966550000000');
      expect(await page.getByRole('heading', { level: 2, name: text(lang, 'contact', 'phone') }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('accessibility', () => {
  for (const lang of ['ar', 'en'] as const) {
    for (const width of [375, 1366]) {
      it(`the landing page has no serious or critical axe violations (${lang}, ${width}px)`, async () => {
        const page = await open('/home', lang, width);
        await card(page, first.name).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
