import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { idNumberCheckDigit } from '@bayan/shared';
import { waitForMessage, type newIdentity } from './accounts.js';
import { labelled, snackbar, type Lang } from './admin.js';
import { seriousViolations } from './axe.js';
import { text } from './catalogue.js';
import { toArabicDigits } from './pages.js';

/** What an endower types into the profile page: names, ID, birthday and the national address. */
export interface ProfileFacts {
  fatherName: string;
  grandfatherName: string;
  idNumber: string;
  birthday: string;
  nationalAddress: Record<
    'buildingNumber' | 'street' | 'district' | 'city' | 'postalCode' | 'additionalNumber' | 'shortAddress',
    string
  >;
}

/** A national ID (1…) whose tenth digit is its check digit (waqf notes §6). */
export function nationalId(): string {
  const stem = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return stem + idNumberCheckDigit(stem);
}

/** The rest of an endower's profile minimum, as they type it on the profile page. */
export const endowerFacts = (): ProfileFacts => ({
  fatherName: 'عبدالله',
  grandfatherName: 'محمد',
  idNumber: nationalId(),
  birthday: '1980-05-10',
  nationalAddress: {
    buildingNumber: '8228',
    street: 'طريق الملك فهد',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12214',
    additionalNumber: '2121',
    shortAddress: 'RAHA3443',
  },
});

/** Digits as the user types them: Arabic-Indic on an Arabic screen. */
const typed = (lang: Lang, value: string) => (lang === 'ar' ? toArabicDigits(value) : value);

async function axeClean(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The `name` of the element holding the keyboard (the `?focus=` target), or its text for a button. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('name') || active?.textContent?.trim() || null;
  });

/**
 * The profile page as a user completes it from the completion card's links: each missing fact's
 * link puts the keyboard on its field or action (`?focus=<fact>`); the account form and the
 * national address are saved through their own buttons; the email is confirmed by the emailed
 * link and the phone by the texted code, both read from the outbox. Ends on the profile page,
 * its card at "minimum reached".
 */
export async function completeProfileOnPage(
  page: Page,
  lang: Lang,
  baseUrl: string,
  who: ReturnType<typeof newIdentity>,
  facts: ProfileFacts,
): Promise<void> {
  const p = (key: string) => text(lang, 'profile', key);
  const c = (key: string) => text(lang, 'profileCompletion', key);
  const card = page.getByRole('region', { name: c('card.title') });
  const follow = async (fact: string, expected: string) => {
    await card.getByRole('link', { name: c(`facts.${fact}`), exact: true }).click();
    await page.waitForURL(`**/dashboard/profile?focus=${fact}`);
    await expect.poll(() => focused(page), { message: `?focus=${fact}` }).toBe(expected);
  };
  await card.getByText(c('card.stage.pleaseFill')).waitFor();
  await axeClean(page, 'the profile page, incomplete');

  // The names, the ID number and the birthday, in the account form.
  await follow('grandfatherName', 'grandfatherName');
  await page.keyboard.type(facts.grandfatherName);
  await follow('idNumber', 'idNumber');
  await page.keyboard.type(typed(lang, facts.idNumber));
  // A new ID number takes the current password (the account form's field comes before the security form's).
  await labelled(page, p('account.fields.currentPassword')).first().fill(who.password);
  await labelled(page, p('account.fields.fatherName')).fill(facts.fatherName);
  await labelled(page, p('account.fields.birthday')).fill(typed(lang, facts.birthday));
  await page.getByRole('button', { name: p('account.save') }).click();
  await snackbar(page)
    .filter({ hasText: text(lang, 'common', 'feedback.done.profileSaved') })
    .waitFor();
  await card.getByRole('link', { name: c('facts.birthday'), exact: true }).waitFor({ state: 'detached' });

  // The national address: the keyboard lands on its first empty part; the map is left alone.
  await follow('nationalAddress', 'nationalAddress.buildingNumber');
  for (const [part, value] of Object.entries(facts.nationalAddress)) {
    await labelled(page, text(lang, 'address', part)).fill(typed(lang, value));
  }
  await page.getByRole('button', { name: c('address.save') }).click();
  await card.getByRole('link', { name: c('facts.nationalAddress'), exact: true }).waitFor({ state: 'detached' });

  // The email, by a new link: the keyboard is on the resend button.
  await follow('emailVerified', text(lang, 'dashboard', 'checks.resendEmail'));
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: text(lang, 'dashboard', 'checks.emailSent') })
    .waitFor();
  const email = await waitForMessage(baseUrl, 'email', who.email, /\/account-verification\?token=/);
  await page.goto(/\/account-verification\?token=[\w-]+/.exec(email.body)![0]);
  await page.getByRole('heading', { name: text(lang, 'auth', 'accountVerification.successTitle') }).waitFor();
  await axeClean(page, 'the email confirmed');

  // The phone, by the code texted at sign-up.
  await page.goto('/dashboard/profile');
  await follow('phoneVerified', text(lang, 'dashboard', 'checks.confirmPhone'));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/phone-verification');
  const code = labelled(page, text(lang, 'common', 'form.code'));
  await expect.poll(() => code.isEnabled()).toBe(true);
  await axeClean(page, 'the phone verification');
  const sms = await waitForMessage(baseUrl, 'sms', who.e164, /\d{6}/);
  await code.fill(typed(lang, /\d{6}/.exec(sms.body)![0]));
  await page.getByRole('button', { name: text(lang, 'auth', 'phoneVerification.submit') }).click();
  await page.getByRole('heading', { name: text(lang, 'auth', 'phoneConfirmed.title') }).waitFor();

  await page.goto('/dashboard/profile');
  await card.getByText(c('card.stage.minimumReached')).waitFor();
  expect(await card.getByRole('link').count()).toBe(0);
}
