import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, DEFAULT_LANGUAGE, SETTING_DEFINITIONS, type PublicSettings } from '@bayan/shared';
import arCommon from '../i18n/locales/ar/common.json';
import { server } from '../test/server';
import { publicSettingsQuery, useRegistrationOpen, useSiteName } from './use-public-settings';

const renders = vi.fn();

function Header() {
  const siteName = useSiteName();
  const open = useRegistrationOpen();
  renders();
  return <p>{`${siteName} ${open ? 'open' : 'closed'}`}</p>;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Header />
    </QueryClientProvider>,
  );
  return client;
}

/** Answers the public settings with `changes` over a fresh install's; resolves once answered. */
function answerSettings(changes: Partial<PublicSettings>): Promise<void> {
  return new Promise((answered) =>
    server.use(
      http.get(API_ROUTES['settings.public'].path, () => {
        setTimeout(answered, 0);
        return HttpResponse.json({
          siteName: SETTING_DEFINITIONS.site_name.default,
          defaultLanguage: SETTING_DEFINITIONS.default_language.default,
          homePage: 'names',
          registrationOpen: true,
          otpRequiredAtSignup: false,
          contactEmail: null,
          contactPhone: null,
          mapTiles: null,
          ...changes,
        });
      }),
    ),
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => renders.mockClear());

describe('useSiteName', () => {
  it('recognises the seeded site name as the product’s name in the default language', () => {
    expect(DEFAULT_LANGUAGE).toBe('ar');
    expect(SETTING_DEFINITIONS.site_name.default).toBe(arCommon.siteName);
  });

  it('shows a name an administrator chose, as written', async () => {
    void answerSettings({ siteName: 'Clinic One', registrationOpen: false });
    show();
    expect(await screen.findByText('Clinic One closed')).toBeInTheDocument();
  });
});

describe('the public settings’ readers (issue 14)', () => {
  it('do not draw again when the answer leaves what they show as it was', async () => {
    const answered = answerSettings({});
    show();
    expect(screen.getByText(`${arCommon.siteName} open`)).toBeInTheDocument();
    await answered;
    await settle();
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('draw again when the settings change what they show', async () => {
    const answered = answerSettings({});
    const client = show();
    await answered;
    client.setQueryData(publicSettingsQuery.queryKey, (old: PublicSettings) => ({ ...old, siteName: 'Renamed' }));
    await waitFor(() => expect(screen.getByText('Renamed open')).toBeInTheDocument());
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
