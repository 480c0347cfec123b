import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Passkey } from '@bayan/shared';
import { server } from '../../../test/server';
import { renderPage } from '../../../test/render';
import { TwoFactorCard } from './two-factor-card';

const PASSKEY: Passkey = { id: 1, name: 'Phone', created_at: '2026-12-07T09:00:00.000Z', last_used_at: null };

function accountWith({ required, passkeys }: { required: boolean; passkeys: Passkey[] }) {
  server.use(
    http.get(API_ROUTES['auth.totpStatus'].path, () =>
      HttpResponse.json({ enabled: true, required, recovery_codes_left: 10 }),
    ),
    http.get(API_ROUTES['auth.passkeys'].path, () => HttpResponse.json({ passkeys })),
  );
}

describe('TwoFactorCard', () => {
  it('offers no "Turn off" to an account that must keep its app as its only second factor', async () => {
    accountWith({ required: true, passkeys: [] });
    await renderPage(<TwoFactorCard />, { language: 'en' });
    await screen.findByRole('button', { name: 'New recovery codes' });
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('offers "Turn off" to such an account once a passkey is its factor too, as the API allows', async () => {
    accountWith({ required: true, passkeys: [PASSKEY] });
    await renderPage(<TwoFactorCard />, { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeVisible();
  });

  it('offers "Turn off" to an account free to go without', async () => {
    accountWith({ required: false, passkeys: [] });
    await renderPage(<TwoFactorCard />, { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeVisible();
  });
});
