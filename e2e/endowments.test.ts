import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessage } from '@bayan/shared';
import { newIdentity, registerByApi } from './support/accounts.js';
import { labelled, PNG_PIXEL, type Lang } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { serverUrl } from './support/base-url.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { text } from './support/catalogue.js';
import { openDashboard } from './support/dashboard.js';
import { completeProfileOnPage, endowerFacts, focused } from './support/profile-page.js';

const baseUrl = serverUrl();
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser(baseUrl);
});
afterAll(() => browser?.close());

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function wizard(page: Page, lang: Lang, width: number) {
  const t = (key: string) => text(lang, 'endowments', key);
  const count = (template: string, number: number) =>
    template.replace('{{number}}', lang === 'ar' ? String.fromCharCode(0x0660 + number) : String(number));
  const group = (name: string) => page.getByRole('group', { name, exact: true });
  return {
    t,
    count,
    group,
    /** A step through the stepper: a select on narrow screens, its buttons on wide ones. */
    async step(step: string) {
      if (width < 1200) await labelled(page, t('wizard.label')).selectOption(step);
      else await page.getByRole('tab', { name: new RegExp(`^${escape(t(`steps.${step}`))}`) }).click();
      await page.getByRole('heading', { level: 2, name: t(`steps.${step}`) }).waitFor();
    },
    async next() {
      await page.getByRole('button', { name: t('wizard.next') }).click();
    },
    async person(scope: Locator, person: { first: string; id: string; phone: string; birthday: string }) {
      await labelled(scope, t('person.firstName')).fill(person.first);
      await labelled(scope, t('person.fatherName')).fill('عبدالله');
      await labelled(scope, t('person.lastName')).fill('القحطاني');
      await labelled(scope, t('person.idType')).selectOption('NID');
      await labelled(scope, t('person.idNumber')).fill(person.id);
      await labelled(scope, t('person.birthday')).fill(person.birthday);
      await labelled(scope, t('person.phone')).fill(person.phone);
    },
    async saved() {
      await page
        .getByRole('status')
        .filter({ hasText: t('save.saved').split('{{')[0]!.trim() })
        .waitFor();
    },
  };
}

async function axeClean(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

async function journey(lang: Lang, width: number) {
  const who = newIdentity(`waqf-${lang}-${width}`);
  const tokens = await registerByApi(baseUrl, who);
  const page = await openDashboard(browser, tokens, {
    lang,
    width,
    path: '/dashboard/endowments',
    sharedSession: true,
  });
  const w = wizard(page, lang, width);
  const { t } = w;
  const patching = new Set<Request>();
  page.on('request', (request) => void (request.method() === 'PATCH' && patching.add(request)));
  page.on('requestfinished', (request) => patching.delete(request));
  page.on('requestfailed', (request) => patching.delete(request));

  // An incomplete profile meets the modal, which leads to each missing fact.
  await page.getByRole('button', { name: t('new') }).click();
  const modal = page.getByRole('dialog', { name: t('profile.title') });
  await modal.getByText(t('profile.stages.pleaseFill')).waitFor();
  expect(await modal.getByRole('link', { name: t('profile.facts.nationalAddress') }).getAttribute('href')).toBe(
    '/dashboard/profile?focus=nationalAddress',
  );
  await axeClean(page, 'the profile modal');

  // The endower opens a missing fact in another tab, the keyboard on its field, and completes the profile there.
  const [profileTab] = await Promise.all([
    page.context().waitForEvent('page'),
    modal
      .getByRole('link', { name: t('profile.facts.fatherName'), exact: true })
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  // A tab opened so stays in the background (its timers throttled) until the endower turns to it.
  await profileTab.bringToFront();
  await profileTab.waitForURL('**/dashboard/profile?focus=fatherName');
  await expect.poll(() => focused(profileTab)).toBe('fatherName');
  await completeProfileOnPage(profileTab, lang, baseUrl, who, endowerFacts());
  await profileTab.close();

  // Back on the list's tab, the modal reads the completion again and lets the deed start.
  await page.bringToFront();
  // Headless Chromium keeps every tab focused: the return to the tab is announced by hand.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await modal.getByText(t('profile.stages.minimumReached')).waitFor();
  await axeClean(page, 'the profile modal, minimum reached');
  await modal.getByRole('button', { name: t('profile.start') }).click();
  await page.waitForURL(/\/dashboard\/endowments\/[^/]+\/edit/);
  const editUrl = page.url().split('?')[0]!;

  // Type and date.
  await labelled(page, t('basics.type')).selectOption('charity');
  await labelled(page, text(lang, 'dualDate', 'gregorian')).fill('2025-06-26');
  await axeClean(page, 'the basics step');
  await w.next();
  await labelled(page, t('introduction.introduction')).fill('أوقفت ما يلي وقفاً صحيحاً شرعياً لا يباع ولا يوهب ولا يورث.');
  await w.next();

  // The endower, from the profile, with the national address.
  await page.getByRole('heading', { level: 2, name: t('steps.endower') }).waitFor();
  expect(await labelled(page, t('person.fatherName')).inputValue()).toBe('عبدالله');
  expect(await labelled(page, text(lang, 'address', 'buildingNumber')).inputValue()).toBe('8228');
  await axeClean(page, 'the endower step');
  await w.next();

  // A real estate and a current account (its IBAN mistyped).
  await labelled(page, t('assets.addType')).selectOption('real_estate');
  await page.getByRole('button', { name: t('assets.add') }).click();
  const estate = w.group(w.count(t('assets.row'), 1).replace('{{type}}', t('assets.types.real_estate')));
  await labelled(estate, t('assets.deedNumber')).fill('310115004321');
  await labelled(estate, t('assets.deedHistory')).fill('1440-03-12');
  await labelled(page, t('assets.addType')).selectOption('current_account');
  await page.getByRole('button', { name: t('assets.add') }).click();
  const account = w.group(w.count(t('assets.row'), 2).replace('{{type}}', t('assets.types.current_account')));
  await labelled(account, t('assets.ibanNumber')).fill('SA0480000000608010167519');
  await labelled(account, t('assets.ratio')).fill('50');
  // A table on wider screens, a card per asset on phones (the endowed share in view).
  await page.getByRole(width < 600 ? 'list' : 'table', { name: t('assets.table.label') }).waitFor();
  await axeClean(page, 'the assets step');
  await w.next();

  await page.getByRole('button', { name: t('supervisors.add') }).click();
  await w.person(w.group(w.count(t('supervisors.row'), 1)), {
    first: 'سعد',
    id: '1023456781',
    phone: '0551234567',
    birthday: '1975-01-01',
  });
  await w.next();
  for (const [i, person] of [
    { first: 'فهد', id: '1034567899', phone: '0561234567', birthday: '1990-02-02' },
    { first: 'ماجد', id: '1045678909', phone: '0541234567', birthday: '1992-03-03' },
  ].entries()) {
    await page.getByRole('button', { name: t('witnesses.add') }).click();
    await w.person(w.group(w.count(t('witnesses.row'), i + 1)), person);
  }
  await w.next();

  // Two beneficiaries whose shares total 99 %.
  for (const [i, [name, share]] of [
    ['جمعية البر بالرياض', '60'],
    ['فقراء حي العليا', '39'],
  ].entries()) {
    await page.getByRole('button', { name: t('beneficiaries.add') }).click();
    const row = w.group(w.count(t('beneficiaries.row'), i + 1));
    await labelled(row, t('person.kind')).selectOption('entity');
    await labelled(row, t('person.name')).fill(name!);
    await labelled(row, t('person.ratio')).fill(share!);
  }
  await page.getByText(lang === 'ar' ? /٩٩٪/ : /99 %/).waitFor();
  // A step change saves at once: the last values are on the server before the tab closes.
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 200);
  await w.next();
  await saved;

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG_PIXEL });
  await page.getByRole('listitem').filter({ hasText: 'id-card.png' }).waitFor();

  // The tab closes once its saves are answered (a save still on the wire could land after the new
  // tab read the deed: its next save would be stale and load the server's copy over what is typed).
  await expect.poll(() => patching.size, { timeout: 10_000 }).toBe(0);
  const context = page.context();
  await page.close();
  const again = await context.newPage();
  await again.goto(`${editUrl}?step=assets`);
  const back = wizard(again, lang, width);
  const accountAgain = back.group(
    back.count(t('assets.row'), 2).replace('{{type}}', t('assets.types.current_account')),
  );
  expect(await labelled(accountAgain, t('assets.ibanNumber')).inputValue()).toBe('SA0480000000608010167519');

  // The review lists the two issues on their steps; each shows on its field.
  await back.step('review');
  const assets = again.getByRole('region', { name: t('steps.assets') });
  await assets.getByText(fieldMessage('field.ibanChecksum', lang), { exact: false }).waitFor();
  const beneficiaries = again.getByRole('region', { name: t('steps.beneficiaries') });
  await beneficiaries.getByText(fieldMessage('field.sharesTotal', lang), { exact: false }).waitFor();
  expect(await again.getByRole('region', { name: t('steps.witnesses') }).count()).toBe(0);
  // Nothing is sent for signing while an issue remains.
  const send = again.getByRole('button', { name: text(lang, 'endowmentsSigning', 'submit.button') });
  expect(await send.isDisabled()).toBe(true);
  await axeClean(again, 'the review with issues');

  await back.step('assets');
  const iban = labelled(accountAgain, t('assets.ibanNumber'));
  expect(await iban.getAttribute('aria-invalid')).toBe('true');
  await iban.fill('SA0380000000608010167519');
  await back.step('beneficiaries');
  await again
    .getByRole('alert')
    .filter({ hasText: fieldMessage('field.sharesTotal', lang) })
    .waitFor();
  const second = labelled(back.group(back.count(t('beneficiaries.row'), 2)), t('person.ratio'));
  await second.fill('40');

  await back.step('review');
  // When the review does not turn clean, the failure says what it lists instead.
  await again
    .getByText(t('review.clean'))
    .waitFor()
    .catch(async (error: unknown) => {
      const shown = await again
        .locator('main')
        .innerText()
        .catch(() => '(page gone)');
      throw new Error(`the review did not turn clean; it shows:\n${shown}`, { cause: error });
    });
  await again.getByRole('button', { name: t('review.ask') }).click();
  await again.getByText(t('review.ready')).waitFor();
  await axeClean(again, 'the review passed');
  // Sending asks first: what is frozen and what it means; cancelled, nothing is sent.
  await send.click();
  const confirm = again.getByRole('dialog', { name: text(lang, 'endowmentsSigning', 'submit.confirm.title') });
  await confirm.getByText(text(lang, 'endowmentsSigning', 'submit.confirm.means')).waitFor();
  await axeClean(again, 'the confirmation of sending');
  await confirm.getByRole('button', { name: text(lang, 'common', 'actions.cancel') }).click();
  await confirm.waitFor({ state: 'detached' });

  // My deeds list it, with its type and both calendars.
  await again.goto('/dashboard/endowments');
  // A table on wide screens, a card (a list item) per deed on phones.
  const row = again.getByRole(width < 900 ? 'listitem' : 'row').filter({ hasText: t('types.charity') });
  await row.first().waitFor();
  expect(await row.first().innerText()).toContain(lang === 'ar' ? '١٤٤٧' : '1447');
  await axeClean(again, 'my deeds');
  await context.close();
}

describe('drafting an endowment deed', () => {
  // The profile gate, every step, a closed tab coming back, the review's issues on their steps, the pass.
  it.each([
    ['ar', 1366],
    ['en', 375],
    ['ar', 375],
    ['en', 1366],
  ] as const)('in %s at %i px', async (lang, width) => {
    await journey(lang, width);
  });
});
