import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Language, type TotpSetup } from '@bayan/shared';
import { writeStored } from '../../../lib/storage';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import TwoFactorSetupRoute from './two-factor-setup';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SETUP: TotpSetup = {
  secret: SECRET,
  otpauth_url: `otpauth://totp/Bayan:admin?secret=${SECRET}&issuer=Bayan`,
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
};

/** An ADMIN sent here after login to link an app; the server answers a new secret. */
async function setupPage(language: Language = 'ar') {
  writeStored('token', 'access-token');
  signInAs('ADMIN', { must_enrol_totp: true, totp_enabled: false });
  server.use(http.post(API_ROUTES['auth.totpSetup'].path, () => HttpResponse.json(SETUP)));
  return renderPage(<TwoFactorSetupRoute />, { path: '/two-factor-setup', language });
}

describe('TwoFactorSetupRoute, the key to type', () => {
  it('shows the whole key in groups of four, left to right, in a field that wraps', async () => {
    await setupPage();
    const key = await screen.findByTestId('totp-key');
    expect(key).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(key.tagName).toBe('TEXTAREA');
    expect(key).toHaveAttribute('dir', 'ltr');
    expect(key).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'أو اكتب هذا المفتاح في التطبيق' })).toBe(key);
  });

  it('copies the key without its spaces, and says so for a moment', async () => {
    const { user } = await setupPage();
    await screen.findByTestId('totp-key');
    expect(screen.queryByText('نُسخ المفتاح')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'نسخ المفتاح' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByRole('status')).toHaveTextContent('نُسخ المفتاح');
    await waitFor(() => expect(screen.queryByText('نُسخ المفتاح')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('labels the copy button in English too', async () => {
    const { user } = await setupPage('en');
    await screen.findByTestId('totp-key');
    await user.click(screen.getByRole('button', { name: 'Copy the key' }));
    expect(await screen.findByText('Key copied')).toBeVisible();
  });
});
