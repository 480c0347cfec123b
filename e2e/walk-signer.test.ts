import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VALID_CHARITY_DEED,
  idNumberCheckDigit,
  type Endowment,
  type EndowmentInvitation,
  type PersonDraft,
  type Tokens,
} from '@bayan/shared';
import { codeGapPassed, newIdentity, registerByApi, waitForMessage } from './support/accounts.js';
import { PNG_PIXEL, type Lang } from './support/admin.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, settled, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { loginByApi, openDashboard } from './support/dashboard.js';
import { field, heldLeftToRight, readsLeftToRight, toArabicDigits } from './support/pages.js';
import { completeProfileOnPage, endowerFacts, nationalId } from './support/profile-page.js';

/*
 * The signer's walk (issue 32; walk findings 3, 19, 21 and 34): the demo supervisor and the second
 * demo witness each open their invitation, read the deed (its hash, the whole deed, the PDF beside
 * it), ask for the code and sign. Each step is photographed in Arabic at 375 px and English at
 * 1366 px (the walker's page switches language and width between the two shots, so one code serves
 * both) under e2e/.screenshots/walk-signer/, and its facts are asserted: the confirmation that a
 * signature binds the hash, the masked phone's digits in their order, the signed state.
 *
 * The deed is a fresh endower's, so the demo endower's five codes an hour stay the signing
 * journey's; each signer asks one code here (the signing journey asks at most four of them), and
 * the walk ends a minute after its last code, so a file after it on this server may ask at once.
 */

const baseUrl = serverUrl();
const SHOTS = path.resolve(import.meta.dirname, '.screenshots/walk-signer');
const SIGNERS = {
  supervisor: { login: 'supervisor@bayan.local', phone: '+966541200102', screen: 'supervising' },
  witness2: { login: 'witness2@bayan.local', phone: '+966581200104', screen: 'witnessing' },
} as const;
type Signer = keyof typeof SIGNERS;
const VIEWS = [
  { lang: 'ar', width: 375 },
  { lang: 'en', width: 1366 },
] as const;

let browser: TestBrowser;
const sessions = {} as Record<Signer, Tokens>;
let lastCodeAt = 0;

/** A demo party as the deed names them (their accounts' names, ID numbers and phones). */
const demoParty = (key: string, names: string[], stem: string, birthday: string, phone: string): PersonDraft => {
  const [firstName, fatherName, grandfatherName, lastName] = names;
  const idNumber = stem + idNumberCheckDigit(stem);
  return {
    key,
    kind: 'person',
    firstName,
    fatherName,
    grandfatherName,
    lastName,
    idType: 'NID',
    idNumber,
    birthday,
    gender: 'MALE',
    phone,
  };
};

async function call<T>(tokens: Tokens, method: string, url: string, body?: object | FormData): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens.access_token}` };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const payload = body instanceof FormData ? body : body && JSON.stringify(body);
  const res = await fetch(`${baseUrl}${url}`, { method, headers, body: payload });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A fresh endower with a complete profile, and their deed naming the demo supervisor and second witness, submitted. */
async function submittedDeed(): Promise<void> {
  const who = newIdentity('walk-endower');
  const page = await openDashboard(browser, await registerByApi(baseUrl, who), {
    path: '/dashboard/profile',
    lang: 'en',
  });
  await completeProfileOnPage(page, 'en', baseUrl, who, endowerFacts());
  await page.context().close();
  // A new ID number ends the account's other sessions: the endower logs in again.
  const endower = await loginByApi(baseUrl, { login: who.email, password: who.password });
  const deed = await call<Endowment>(endower, 'POST', '/api/endowments', {
    ...VALID_CHARITY_DEED,
    endower: undefined,
    supervisors: [
      demoParty('s1', ['ناصر', 'فهد', 'عبدالعزيز', 'الدوسري'], '110527364', '1979-11-21', SIGNERS.supervisor.phone),
    ],
    witnesses: [
      demoParty('w1', ['فيصل', 'أحمد', 'علي', 'الزهراني'], '110759481', '1988-09-17', SIGNERS.witness2.phone),
      // A second witness with no account here: the deed needs two; this walk signs as one.
      {
        ...demoParty('w2', ['سالم', 'عمر', 'خالد', 'العتيبي'], nationalId().slice(0, 9), '1990-02-02', '+966551234567'),
      },
    ],
  });
  const upload = new FormData();
  upload.set('kind', 'ID_CARD');
  upload.set('file', new Blob([PNG_PIXEL], { type: 'image/png' }), 'id.png');
  await call(endower, 'POST', `/api/endowments/${deed.pubkey}/attachments`, upload);
  const frozen = await call<{ hash: string; frozenAt: string }>(
    endower,
    'POST',
    `/api/endowments/${deed.pubkey}/submit-code`,
  );
  const sms = await waitForMessage(baseUrl, 'sms', who.e164, new RegExp(frozen.hash.slice(0, 8)));
  const code = /(\d{6})/.exec(sms.body)![1]!;
  await call(endower, 'POST', `/api/endowments/${deed.pubkey}/submit`, { code, ...frozen });
}

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
  for (const who of Object.keys(SIGNERS) as Signer[])
    sessions[who] = await loginByApi(baseUrl, { login: SIGNERS[who].login, password: 'Bayan-Demo-2026' });
}, 180_000);

/** The walks' deed, made once, by the first walk (its profile page's checks run inside a test). */
let deed: Promise<void> | undefined;

afterAll(async () => {
  // The OTP rules keep a minute between two codes to a phone: leave this server's signers free to ask.
  if (lastCodeAt) await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastCodeAt + 61_000 - Date.now())));
  await browser?.close();
}, 120_000);

/** The language switch of the top bar, to the language not shown. */
async function switchTo(page: Page, lang: Lang) {
  const current = lang === 'ar' ? 'en' : 'ar';
  const group = page.getByRole('group', { name: text(current, 'common', 'language.label') });
  await group.getByRole('button', { pressed: false }).click();
  await page.locator(`html[lang="${lang}"]`).waitFor();
}

/** The step photographed in Arabic at 375 px, then in English at 1366 px; the page is left in Arabic at 375 px. */
async function shoot(page: Page, who: Signer, step: string) {
  for (const [index, { lang, width }] of VIEWS.entries()) {
    if (index > 0) {
      await page.setViewportSize({ width, height: 900 });
      await switchTo(page, lang);
    }
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS, `${who}-${step}-${lang}-${width}.png`), fullPage: true });
  }
  await switchTo(page, 'ar');
  await page.setViewportSize({ width: 375, height: 800 });
  await settled(page);
}

describe('a signer’s walk, photographed', () => {
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it.each(Object.keys(SIGNERS) as Signer[])(
    'the %s: invitation, the deed read, the code, signed',
    async (who) => {
      await (deed ??= submittedDeed());
      const s = (key: string) => text('ar', 'endowmentsSigning', key);
      const { screen, phone } = SIGNERS[who];
      const page = await openDashboard(browser, sessions[who], {
        path: `/dashboard/endowments/${screen}`,
        lang: 'ar',
        width: 375,
      });
      await page.getByRole('heading', { level: 1, name: s(`${screen}.title`) }).waitFor();
      await shoot(page, who, '1-invitations');

      await page
        .getByRole('link', { name: s('assigned.sign'), exact: true })
        .first()
        .click();
      await page.getByRole('button', { name: s('sign.sendCode') }).waitFor();
      const pubkey = page.url().split('/').pop()!;
      const invitation = await call<EndowmentInvitation>(sessions[who], 'GET', `/api/endowment-invitations/${pubkey}`);
      // Before signing: what a signature binds, the whole deed and its PDF beside the hash.
      await page.getByText(s('sign.bindsHash')).waitFor();
      // Headed by the deed's name (finding 17); the whole deed full-screen, then back (finding 19).
      await page.getByRole('heading', { level: 1, name: invitation.deed?.title || undefined }).waitFor();
      await page.getByRole('button', { name: s('sign.readWhole') }).click();
      const reader = page.getByRole('dialog');
      await reader.locator('iframe').waitFor();
      // The reader covers the top bar (its language switch): photographed as it opened, in Arabic at 375 px.
      await settled(page);
      await page.screenshot({ path: path.join(SHOTS, `${who}-2-reader-ar-375.png`) });
      await reader.getByRole('button', { name: s('document.closeReader') }).click();
      await reader.waitFor({ state: 'detached' });
      await page
        .getByRole('button', { name: s('document.download') })
        .first()
        .waitFor();
      expect(await page.getByTitle(invitation.hash).count()).toBeGreaterThan(0);
      await shoot(page, who, '2-read');

      await codeGapPassed(baseUrl, phone);
      lastCodeAt = Date.now();
      await page.getByRole('button', { name: s('sign.sendCode') }).click();
      const sms = await waitForMessage(baseUrl, 'sms', phone, new RegExp(invitation.hash.slice(0, 8)));
      const code = /(\d{6})/.exec(sms.body)![1]!;
      await field(page, s('sign.code')).fill(toArabicDigits(code));
      // The masked phone the code went to keeps its digits' order in Arabic.
      const masked = page.getByRole('status').locator('bdi').first();
      await masked.waitFor();
      expect(await masked.innerText()).toMatch(heldLeftToRight(toArabicDigits(phone.slice(-2))));
      expect(await readsLeftToRight(masked), 'the masked phone reads left to right').toBe(true);
      await shoot(page, who, '3-code');

      await page.getByRole('button', { name: s('sign.sign'), exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: s('signers.signedAt').split('{{')[0]! })
        .waitFor();
      await shoot(page, who, '4-signed');
      await page.context().close();
    },
    300_000,
  );
});
