import type { Name, Page as ListPage } from '@bayan/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';

/*
 * Issue 30: with JavaScript turned off a visitor reads every public page and follows its links:
 * the server's HTML is the page. At phone width the clinic's pages are behind the header's
 * disclosure, which opens without scripts; the language switch is a form the server answers.
 */

const baseUrl = serverUrl();
let browser: TestBrowser;
let names: Name[];

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  names = ((await (await fetch(`${baseUrl}/api/names?limit=2`)).json()) as ListPage<Name>).data;
}, 60_000);
afterAll(() => browser?.close());

async function withoutScripts(lang: 'ar' | 'en', width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: false,
    viewport: { width, height: 800 },
  });
  await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
  return { context, page: await context.newPage() };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

describe('the public site without JavaScript (issue 30)', () => {
  it('reads each public page: a heading and its content in the language and direction asked', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const { context, page } = await withoutScripts(lang, 375);
      for (const path of ['/home', `/name/${names[0]!.id}`, '/contact', '/privacy', '/login', '/register', '/forgot']) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(lang);
        expect(await page.evaluate(() => document.documentElement.dir), path).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect((await heading(page).textContent())?.trim(), path).toBeTruthy();
      }
      const clinicPages = [
        ['/doctors', 'clinicSite', 'doctors.title'],
        ['/specialities', 'clinicSite', 'specialities.title'],
        ['/promotions', 'sitePromotions', 'title'],
        ['/campaigns', 'siteCampaigns', 'title'],
        ['/about', 'clinicSite', 'about.title'],
      ] as const;
      for (const [path, namespace, key] of clinicPages) {
        await page.goto(path);
        expect((await heading(page).textContent())?.trim(), path).toBe(text(lang, namespace, key));
      }
      await context.close();
    }
  });

  it('shows more names through a link, landing on the first new card', async () => {
    const { context, page } = await withoutScripts('en', 1366);
    await page.goto('/home');
    await page.getByRole('link', { name: text('en', 'names', 'list.loadMore') }).click();
    await page.waitForURL('**/home?pages=2#names-page-2');
    expect(await page.locator('main ul > li').count()).toBe(48);
    expect(await page.locator('#names-page-2').isVisible()).toBe(true);
    await context.close();
  });

  it('says what is missing: an unknown name or doctor answers 404 with a page that says so', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const { context, page } = await withoutScripts(lang, 1366);
      const name = await page.goto('/name/999');
      expect(name!.status()).toBe(404);
      expect((await heading(page).textContent())?.trim()).toBe(text(lang, 'names', 'notFound.title'));
      for (const pubkey of ['00000000-0000-4000-8000-000000000000', 'not-a-key']) {
        const doctor = await page.goto(`/doctors/${pubkey}`);
        expect(doctor!.status(), pubkey).toBe(404);
        await page.getByText(text(lang, 'clinicSite', 'doctor.notFound'), { exact: true }).waitFor({ timeout: 2000 });
      }
      await context.close();
    }
  });

  it('on a phone: from the names to a name and the next one, through the menu to a doctor, and into English', async () => {
    const { context, page } = await withoutScripts('ar', 375);
    await page.goto('/home');
    await page.locator(`main a[href="/name/${names[0]!.id}"]`).click();
    await page.waitForURL(`**/name/${names[0]!.id}`);
    expect(await heading(page).textContent()).toContain(names[0]!.name);
    await page.locator(`main a[href="/name/${names[1]!.id}"]`).first().click();
    await page.waitForURL(`**/name/${names[1]!.id}`);
    expect(await heading(page).textContent()).toContain(names[1]!.name);

    const menu = text('ar', 'clinicSiteNav', 'menu');
    await page.locator(`summary[aria-label="${menu}"]`).click();
    await page
      .getByRole('navigation', { name: menu })
      .getByRole('link', { name: text('ar', 'clinicSiteNav', 'doctors') })
      .click();
    await page.waitForURL('**/doctors');
    await page.locator('main a[href^="/doctors/"]').first().waitFor();

    // The switch asks the server for English; the next page keeps it (the server set the cookie).
    await page.locator('button[lang="en"]').click();
    await page.waitForURL('**/doctors?lang=en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.locator('main a[href^="/doctors/"]').first().click();
    await page.waitForURL(/\/doctors\/[\w-]+$/);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.getByRole('heading', { level: 2, name: text('en', 'clinicSite', 'doctor.about') }).waitFor();
    await context.close();
  });
});
