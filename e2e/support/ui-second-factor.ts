import type { Page } from 'playwright-core';
import type { LoginResult } from '@bayan/shared';
import { text } from './catalogue.js';
import { codeFor, enrolSecret } from './second-factor.js';
import { field } from './pages.js';

type Lang = 'ar' | 'en';

/**
 * Submits the login form (`submit`) and goes through what its answer asks for: the second step,
 * typed from the shared authenticator, or the enrolment screen an account that must have an app
 * meets at its first login on this server (the key read off the screen, the first code typed back,
 * the recovery codes acknowledged). Any other answer (tokens, a refusal) is the caller's to check.
 */
export async function submitUiLogin(
  page: Page,
  lang: Lang,
  baseUrl: string,
  login: string,
  submit: () => Promise<void>,
): Promise<void> {
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/api/auth/login'));
  await submit();
  const res = await answer;
  if (res.status() !== 200) return;
  const result = (await res.json()) as LoginResult;
  if ('mfa_required' in result) {
    await page.getByRole('heading', { name: text(lang, 'auth', 'twoFactor.stepTitle') }).waitFor();
    const code = await codeFor(baseUrl, login, true);
    if (!code) throw new Error(`${login} asks for a code and no authenticator was linked on ${baseUrl}`);
    await field(page, text(lang, 'auth', 'twoFactor.code')).fill(code);
    await page.getByRole('button', { name: text(lang, 'auth', 'twoFactor.verify') }).click();
    return;
  }
  if (!result.profile.must_enrol_totp || result.profile.must_change_password) return;
  const key = page.getByTestId('totp-key');
  await key.waitFor();
  const code = await enrolSecret(baseUrl, login, (await key.inputValue()).replace(/\s/g, ''));
  await field(page, text(lang, 'auth', 'twoFactor.code')).fill(code);
  await page.getByRole('button', { name: text(lang, 'auth', 'twoFactor.confirm') }).click();
  await page.getByRole('button', { name: text(lang, 'auth', 'twoFactor.continue') }).click();
}
