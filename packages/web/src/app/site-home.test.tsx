import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, SETTING_DEFINITIONS, type PublicSettings } from '@bayan/shared';
import { renderPage } from '../test/render';
import { server } from '../test/server';
import { RootRedirect } from './guards';
import { PublicHeader } from './layouts/public-header';

function publicSettings(homePage: PublicSettings['homePage']) {
  const settings: PublicSettings = {
    siteName: 'مجمع بيان الطبي',
    defaultLanguage: 'ar',
    homePage,
    registrationOpen: SETTING_DEFINITIONS.registration_open.default,
    otpRequiredAtSignup: false,
    contactEmail: null,
    contactPhone: null,
    mapTiles: null,
  };
  server.use(http.get(API_ROUTES['settings.public'].path, () => HttpResponse.json(settings)));
}

describe("the site's home (setting site_home)", () => {
  it('takes a visitor from / to the clinics when a clinic group chose them, and the logo leads there', async () => {
    publicSettings('clinic');
    await renderPage(
      <>
        <PublicHeader />
        <RootRedirect />
      </>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/clinic'));
    expect(screen.getByRole('link', { name: /مجمع بيان الطبي/ })).toHaveAttribute('href', '/clinic');
  });

  it('keeps the names catalogue as the home by default', async () => {
    publicSettings('names');
    await renderPage(<RootRedirect />);
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
  });
});

describe('the public header', () => {
  it('shows the clinic’s menu on the clinic’s pages but none above a deed’s public check', async () => {
    publicSettings('clinic');
    const clinic = await renderPage(<PublicHeader />, { path: '/doctors' });
    expect(await screen.findAllByRole('link', { name: 'العروض' })).not.toHaveLength(0);
    clinic.unmount();
    await renderPage(<PublicHeader />, { path: '/verify/WQF-1448-000001' });
    await screen.findByRole('link', { name: /مجمع بيان الطبي/ });
    expect(screen.queryByRole('link', { name: 'العروض' })).not.toBeInTheDocument();
  });
});
