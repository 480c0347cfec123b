import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_CHARITY_DEED, type Endowment, type EndowmentDraft, type Tokens } from '@bayan/shared';
import { labelled, PNG_PIXEL, type Lang } from './support/admin.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { loginByApi, openDashboard } from './support/dashboard.js';
import { newIdentity, registerByApi, waitForMessage } from './support/accounts.js';
import { completeProfileOnPage, endowerFacts } from './support/profile-page.js';
import { nationalId } from './support/national-id.js';
import { readsLeftToRight } from './support/pages.js';

/*
 * The endower's walk (issue 32), as a user walks it, in ar at 375 px and en at 1366 px, with a
 * screenshot of every step under e2e/.screenshots/walk-endower/ to look at: a new deed of a new
 * endower with a complete profile (the demo drafts stay for the signing journey), its name typed on the first step, every
 * wizard step, the review passed; then (the review's send button is the signing issue's) submitted
 * through the API; my deeds, the deed's page and its PDF. It asserts what the walk found wrong: a
 * deed named by its name in the list and the heading, the endowed share in view on a phone, IDs in
 * Western digits drawn left to right, one date order, one document in both languages.
 */

const baseUrl = serverUrl();
const SHOTS = 'e2e/.screenshots/walk-endower';
const NAMES = { ar: 'وقف الفيلا السكنية', en: 'The residential villa waqf' } as const;

let browser: TestBrowser;
/** The walk's endower: a new account each walk, so its signing code waits for no other test's. */
let endower: Tokens;
let who: ReturnType<typeof newIdentity>;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  mkdirSync(SHOTS, { recursive: true });
});

/** A new endower with a complete profile (ID, birthday, national address), logged in. */
async function freshEndower(): Promise<void> {
  who = newIdentity('walk-endower');
  const page = await openDashboard(browser, await registerByApi(baseUrl, who), {
    path: '/dashboard/profile',
    lang: 'en',
  });
  await completeProfileOnPage(page, 'en', baseUrl, who, endowerFacts());
  await page.context().close();
  // A new ID number ends the account's other sessions: the endower logs in again.
  endower = await loginByApi(baseUrl, { login: who.email, password: who.password });
}
afterAll(() => browser?.close());

async function call<T>(method: string, path: string, body?: unknown, lang: Lang = 'ar'): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${endower.access_token}`,
      'accept-language': lang,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? await res.json() : await res.text()) as T;
}

/** The fixture deed's content on a new draft of the endower (their own data from the profile), parties new each time. */
async function newDraft(): Promise<Endowment> {
  const created = await call<Endowment>('POST', '/api/endowments', {});
  const deed = structuredClone(VALID_CHARITY_DEED) as EndowmentDraft;
  const fresh = (person: NonNullable<EndowmentDraft['supervisors']>[number]) => ({ ...person, idNumber: nationalId() });
  return call<Endowment>('PATCH', `/api/endowments/${created.pubkey}`, {
    revision: created.revision,
    ...deed,
    endower: created.endower,
    supervisors: deed.supervisors!.map(fresh),
    witnesses: deed.witnesses!.map(fresh),
  });
}

const squeeze = (value: string) => value.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

async function walk(lang: Lang, width: number) {
  const t = (key: string) => text(lang, 'endowments', key);
  const s = (key: string) => text(lang, 'endowmentsSigning', key);
  let shot = 0;
  const snap = async (page: Page, name: string) => {
    await settled(page);
    shot += 1;
    await page.screenshot({
      path: `${SHOTS}/${lang}-${width}-${String(shot).padStart(2, '0')}-${name}.png`,
      fullPage: true,
    });
  };
  const draft = await newDraft();
  const page = await openDashboard(browser, endower, {
    path: `/dashboard/endowments/${draft.pubkey}/edit?step=basics`,
    lang,
    width,
  });
  const heading = (step: string) => page.getByRole('heading', { level: 2, name: t(`steps.${step}`) });
  const next = async (step: string) => {
    await page.getByRole('button', { name: t('wizard.next') }).click();
    await heading(step).waitFor();
  };

  // Basics: the deed's short name, optional, typed first.
  await heading('basics').waitFor();
  await labelled(page, t('basics.title')).fill(NAMES[lang]);
  await snap(page, 'basics');
  await next('introduction');
  await snap(page, 'introduction');
  await next('endower');
  await snap(page, 'endower');

  // The assets: on a phone one card each, the endowed share in view; on a desk the table's column.
  await next('assets');
  const share = `${t('assets.table.ratio')}: ${lang === 'ar' ? '٥٠٪' : '50 %'}`;
  if (width < 600) {
    expect(await page.getByRole('table', { name: t('assets.table.label') }).count()).toBe(0);
    const card = page.getByRole('list', { name: t('assets.table.label') }).getByText(share);
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    expect(box.x, 'the share starts on screen').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the share ends on screen').toBeLessThanOrEqual(width);
  } else {
    const table = page.getByRole('table', { name: t('assets.table.label') });
    await table.getByRole('columnheader', { name: t('assets.table.ratio') }).waitFor();
    expect(await table.getByRole('row').nth(2).innerText()).toContain('50 %');
  }
  await snap(page, 'assets');
  for (const step of ['supervisors', 'witnesses', 'beneficiaries'] as const) {
    await next(step);
    await snap(page, step);
  }
  await next('attachments');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG_PIXEL });
  await page.getByRole('listitem').filter({ hasText: 'id-card.png' }).waitFor();
  await snap(page, 'attachments');

  // The review passes on the server.
  await next('review');
  await page.getByText(t('review.clean')).waitFor();
  await page.getByRole('button', { name: t('review.ask') }).click();
  await page.getByText(t('review.ready')).waitFor();
  await snap(page, 'review');

  // Submitted through the API with the endower's code (the send dialog is the signer walk's and the journeys').
  const frozen = await call<{ hash: string; frozenAt: string }>('POST', `/api/endowments/${draft.pubkey}/submit-code`);
  const sms = await waitForMessage(baseUrl, 'sms', who.e164, new RegExp(frozen.hash.slice(0, 8)));
  const code = /(\d{6})/.exec(sms.body)![1]!;
  await call('POST', `/api/endowments/${draft.pubkey}/submit`, { code, hash: frozen.hash, frozenAt: frozen.frozenAt });

  // My deeds name it by its name.
  await page.goto('/dashboard/endowments');
  await page.getByRole('link', { name: NAMES[lang] }).first().waitFor();
  await snap(page, 'my-deeds');

  // The deed's page is headed by it; the document's IDs in Western digits, drawn left to right,
  // both calendars year first.
  await page.getByRole('link', { name: NAMES[lang] }).first().click();
  await page.waitForURL(`**/dashboard/endowments/${draft.pubkey}`);
  await page.getByRole('heading', { level: 1, name: NAMES[lang] }).waitFor();
  const documentFrame = page.frameLocator(`iframe[title="${s('document.title')}"]`);
  const id = documentFrame.locator('bdi', { hasText: draft.endower!.idNumber! }).first();
  await id.waitFor();
  expect(await readsLeftToRight(id), 'the endower’s ID reads left to right').toBe(true);
  expect(squeeze(await documentFrame.locator('header').innerText())).toContain('١٤٤٧/٠١/٠١هـالموافق٢٠٢٥/٠٦/٢٦م');
  // The signers' masked IDs as on the document: Western digits, left to right.
  const masked = page.getByText(/^1\*{6}\d{3}$/).first();
  expect(await readsLeftToRight(masked), 'a masked ID reads left to right').toBe(true);
  await snap(page, 'deed-page');
  // A full-page picture leaves the frame blank: the document on its own.
  const frame = page.locator(`iframe[title="${s('document.title')}"]`);
  await frame.scrollIntoViewIfNeeded();
  await frame.screenshot({ path: `${SHOTS}/${lang}-${width}-${String(++shot).padStart(2, '0')}-document.png` });

  // The PDF: the same facts written the same way.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: s('document.download') }).click(),
  ]);
  const file = (await download.path())!;
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const pdfText = squeeze(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
  expect(pdfText).toContain('١٤٤٧/٠١/٠١هـالموافق٢٠٢٥/٠٦/٢٦م');
  expect(pdfText).toContain(draft.endower!.idNumber!);
  await page.context().close();

  // One document whatever the reader's language: the preview is the PDF's HTML.
  const document = `/api/endowments/${draft.pubkey}/document`;
  expect(await call<string>('GET', document, undefined, 'en')).toBe(
    await call<string>('GET', document, undefined, 'ar'),
  );
}

describe('the endower’s walk', () => {
  it.each([
    ['ar', 375],
    ['en', 1366],
  ] as const)(
    'in %s at %i px: named, every step, reviewed, the deed’s page and its PDF',
    async (lang, width) => {
      await freshEndower();
      await walk(lang, width);
    },
    180_000,
  );
});
