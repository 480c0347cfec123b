import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
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

/**
 * The public settings once fetched, undefined until then. Read from the query cache rather than
 * through useQuery: its observer would add some 2.5 KB to the first load of /login and /register.
 */
export function usePublicSettings(): PublicSettings | undefined {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(publicSettingsQuery);
  }, [client]);
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => client.getQueryData<PublicSettings>(publicSettingsQuery.queryKey),
  );
}

/**
 * The product's own name is translated; a name an administrator chose is shown as written. The
 * setting's default is the product's name in the default language (use-public-settings.test.ts);
 * compared through the catalogue, so the settings' definitions stay out of the first load.
 */
export function useSiteName(): string {
  const { t } = useTranslation('common');
  const chosen = usePublicSettings()?.siteName;
  return chosen && chosen !== t('siteName', { lng: DEFAULT_LANGUAGE }) ? chosen : t('siteName');
}

/** False only once the server has said registration is closed: the sign-up ways stay until then. */
export function useRegistrationOpen(): boolean {
  return usePublicSettings()?.registrationOpen !== false;
}
