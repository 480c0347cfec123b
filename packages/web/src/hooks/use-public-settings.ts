import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type PublicSettings, SETTINGS_ROUTES } from '@bayan/shared';
import { apiRequest, routePath } from '../lib/api-client';

/**
 * The settings every page may show (site name, registration, contact details), read without a
 * session: one query for the whole app, kept 5 minutes; an admin's save refetches it.
 */
export const publicSettingsQuery = {
  queryKey: ['settings', 'public'],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiRequest<PublicSettings>(routePath(SETTINGS_ROUTES['settings.public']), { signal, anonymous: true }),
  staleTime: 5 * 60_000,
} as const;

const PUBLIC_SETTINGS_HASH = hashKey(publicSettingsQuery.queryKey);

/**
 * What `select` reads from the public settings (undefined until fetched), read from the query cache
 * rather than through useQuery: its observer would add some 2.5 KB to the first load of /login and
 * /register. Only this query's events are heard, and a component draws again only when what it
 * selects changes (issue 14: the settings' answer, and every other query's events, drew the
 * dashboard's top bar and page again). `select` returns a value or a reference held by the cache.
 */
export function usePublicSetting<T>(select: (settings: PublicSettings | undefined) => T): T {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(publicSettingsQuery);
  }, [client]);
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === PUBLIC_SETTINGS_HASH) onChange();
      }),
    [client],
  );
  const read = () => select(client.getQueryData<PublicSettings>(publicSettingsQuery.queryKey));
  return useSyncExternalStore(subscribe, read, read);
}

const whole = (settings: PublicSettings | undefined) => settings;

/** The public settings once fetched, undefined until then. */
export function usePublicSettings(): PublicSettings | undefined {
  return usePublicSetting(whole);
}

/**
 * The product's own name is translated; a name an administrator chose is shown as written. The
 * setting's default is the product's name in the default language (use-public-settings.test.ts);
 * compared through the catalogue, so the settings' definitions stay out of the first load.
 */
export function useSiteName(): string {
  const { t } = useTranslation('common');
  const productName = t('siteName', { lng: DEFAULT_LANGUAGE });
  const chosen = usePublicSetting((settings) =>
    settings?.siteName && settings.siteName !== productName ? settings.siteName : undefined,
  );
  return chosen ?? t('siteName');
}

/** False only once the server has said registration is closed: the sign-up ways stay until then. */
export function useRegistrationOpen(): boolean {
  return usePublicSetting((settings) => settings?.registrationOpen !== false);
}
