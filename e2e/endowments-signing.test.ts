import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndowmentListItem, EndowmentSigning, Page as ListPage, Tokens } from '@bayan/shared';
import { waitForMessage } from './support/accounts.js';
import type { Lang } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { loginByApi, openDashboard } from './support/dashboard.js';
import { field, openPage, toArabicDigits } from './support/pages.js';

/*
 * Issue 13's journey in the browser, with the demo accounts (endower@, supervisor@, witness@ and
 * witness2@bayan.local, named by the four demo drafts): the endower submits from the review; the
 * supervisor signs with a code read from the outbox; the endower edits, and the supervisor is told
 * "re-sign required"; after the new submission every party signs; the endower finalises and
 * downloads the PDF; the public page of the QR code verifies it.
 */

const baseUrl = serverUrl();
const PASSWORD = 'Bayan-Demo-2026';
const PHONES = {
  supervisor: '+966541200102',
  witness: '+966561200103',
  witness2: '+966581200104',
} as const;
type Signer = keyof typeof PHONES;

let browser: TestBrowser;
const sessions = {} as Record<'endower' | Signer, Tokens>;
/** When each signer last asked for a code: the OTP rules keep 60 s between two. */
const lastCode: Partial<Record<Signer, number>> = {};

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  for (const who of ['endower', 'supervisor', 'witness', 'witness2'] as const)
    sessions[who] = await loginByApi(baseUrl, { login: `${who}@bayan.local`, password: PASSWORD });
});
afterAll(() => browser?.close());

async function call<T>(tokens: Tokens, method: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${tokens.access_token}` } });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * axe over a page. The deed's and the invitation's pages hold the document in a sandboxed frame,
 * which the axe helper refuses (it scans the top document only): those are checked here without
 * the frame, removed once the rest of the test is done with the page.
 */
async function check(page: Page, name: string, { dropFrame = false } = {}) {
  await settled(page);
  if (dropFrame) await page.evaluate(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));
  expect(await seriousViolations(page), name).toEqual([]);
}

/** A signer opens their screen, the deed's invitation, asks for a code and signs with it (typed in Arabic digits in Arabic). */
async function sign(who: Signer, lang: Lang, width: number, { resign = false } = {}) {
  const s = (key: string) => text(lang, 'endowmentsSigning', key);
  const screen = who === 'supervisor' ? 'supervising' : 'witnessing';
  const page = await openDashboard(browser, sessions[who], { path: `/dashboard/endowments/${screen}`, lang, width });
  await page.getByRole('heading', { level: 1, name: s(`${screen}.title`) }).waitFor();
  if (resign) await page.getByText(s('invitationStates.REVOKED')).first().waitFor();
  await check(page, `${who}-${lang}-${width}-list`);
  await page
    .getByRole('link', { name: s('assigned.sign'), exact: true })
    .first()
    .click();
  await page.getByRole('button', { name: s('sign.sendCode') }).waitFor();
  if (resign) await page.getByText(s('sign.resignNotice')).waitFor();
  const since = lastCode[who];
  if (since) await sleep(Math.max(0, since + 61_000 - Date.now()));
  const asked = Date.now();
  await page.getByRole('button', { name: s('sign.sendCode') }).click();
  lastCode[who] = asked;
  const sms = await waitForMessage(baseUrl, 'sms', PHONES[who], /\d{6}/);
  const code = /(\d{6})/.exec(sms.body)![1]!;
  await field(page, s('sign.code')).fill(lang === 'ar' ? toArabicDigits(code) : code);
  await page.getByRole('button', { name: s('sign.sign'), exact: true }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: s('signers.signedAt').split('{{')[0]! })
    .waitFor();
  await page.context().close();
}

describe.each([
  ['ar', 375],
  ['en', 1366],
] as const)('signing a deed (%s, %i px)', (lang, width) => {
  const s = (key: string) => text(lang, 'endowmentsSigning', key);

  it('submits, is signed by every party with codes from the outbox, re-signed after an edit, finalised, downloaded and verified', async () => {
    // One of the endower's demo drafts, complete and naming the demo supervisor and witnesses.
    const drafts = await call<ListPage<EndowmentListItem>>(sessions.endower, 'GET', '/api/endowments?status=DRAFT');
    const deed = drafts.data[0]!.pubkey;

    // The endower submits from the review step and lands on the deed's page.
    const endower = await openDashboard(browser, sessions.endower, {
      path: `/dashboard/endowments/${deed}/edit?step=review`,
      lang,
      width,
    });
    await endower.getByRole('button', { name: s('submit.button') }).click();
    await endower.waitForURL(`**/dashboard/endowments/${deed}`);
    await endower.getByText(s('deed.stateHint.SUBMITTED')).waitFor();

    // The supervisor signs version 1…
    await sign('supervisor', lang, width);

    // …the endower edits (warned that the signatures are revoked) and submits again…
    await endower.reload();
    await endower.getByRole('button', { name: s('actions.edit') }).click();
    const warning = endower.getByRole('alertdialog', { name: s('actions.editTitle') });
    await warning.getByText(s('actions.editWarning')).waitFor();
    await warning.getByRole('button', { name: s('actions.edit') }).click();
    await endower.waitForURL(`**/dashboard/endowments/${deed}/edit`);
    await call(sessions.endower, 'POST', `/api/endowments/${deed}/submit`);

    // …the witnesses sign version 2, and the supervisor is told to sign again, and does.
    await sign('witness', lang, width);
    await sign('witness2', lang, width);
    await sign('supervisor', lang, width, { resign: true });

    // The endower finalises and downloads the PDF.
    await endower.goto(`/dashboard/endowments/${deed}`);
    await endower.getByRole('button', { name: s('actions.finalize') }).click();
    await endower.getByText(s('deed.stateHint.FINAL')).waitFor();
    const timeline = await call<EndowmentSigning>(sessions.endower, 'GET', `/api/endowments/${deed}/timeline`);
    expect(timeline.docNumber).toMatch(/^WQF-\d{4}-\d{6}$/);
    const [download] = await Promise.all([
      endower.waitForEvent('download'),
      endower.getByRole('button', { name: s('document.download') }).click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await check(endower, `deed-${lang}-${width}-final`, { dropFrame: true });

    // The QR code's public page: the document's number and a match for the downloaded PDF.
    const verify = await openPage(browser, `/verify/${timeline.verifyCode}`, lang, width);
    await verify.getByRole('heading', { level: 1, name: s('verify.title') }).waitFor();
    await verify.getByText(lang === 'ar' ? toArabicDigits(timeline.docNumber!) : timeline.docNumber!).waitFor();
    await check(verify, `verify-${lang}-${width}`);
    await verify
      .locator('input[type=file]')
      .setInputFiles({ name: 'deed.pdf', mimeType: 'application/pdf', buffer: pdf });
    await verify
      .getByRole('status')
      .filter({ hasText: s('verify.pdf.matches').replace('{{name}}', 'deed.pdf') })
      .waitFor();
    await verify.context().close();
    await endower.context().close();
  }, 300_000);
});
