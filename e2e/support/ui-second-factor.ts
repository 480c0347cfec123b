import type { Page } from 'playwright-core';
import { text } from './catalogue.js';
import { codeFor, enrolSecret } from './second-factor.js';
import { field } from './pages.js';

type Lang = 'ar' | 'en';

/**
 * After the login form's submit: the second step, typed from the shared authenticator, or the
 * enrolment screen an account that must have an app meets at its first login on this server
 * (the key read off the screen, the first code typed back, the recovery codes acknowledged).
 */
export async function finishUiLogin(page: Page, lang: Lang, baseUrl: string, login: string): Promise<void> {
  const step = page.getByRole('heading', { name: text(lang, 'auth', 'twoFactor.stepTitle') });
  const setup = page.getByRole('heading', { name: text(lang, 'auth', 'twoFactor.setupTitle') });
  const left = page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 }).then(() => 'left');
  const seen = await Promise.race([
    step.waitFor({ timeout: 20_000 }).then(() => 'step'),
    setup.waitFor({ timeout: 20_000 }).then(() => 'setup'),
    left,
  ]);
  if (seen === 'step') {
    const code = await codeFor(baseUrl, login, true);
    if (!code) throw new Error(`${login} asks for a code and no authenticator was linked on ${baseUrl}`);
    await field(page, text(lang, 'auth', 'twoFactor.code')).fill(code);
    await page.getByRole('button', { name: text(lang, 'auth', 'twoFactor.verify') }).click();
    return;
  }
  if (!(await setup.isVisible())) return;
  const key = page.getByTestId('totp-key');
  await key.waitFor();
  const code = await enrolSecret(baseUrl, login, (await key.inputValue()).replace(/\s/g, ''));
  await field(page, text(lang, 'auth', 'twoFactor.code')).fill(code);
  await page.getByRole('button', { name: text(lang, 'auth', 'twoFactor.confirm') }).click();
  await page.getByRole('button', { name: text(lang, 'auth', 'twoFactor.continue') }).click();
}
