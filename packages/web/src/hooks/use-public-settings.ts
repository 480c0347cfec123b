import { useQuery } from '@tanstack/react-query';
import { SETTING_DEFINITIONS, type PublicSettings } from '@bayan/shared';
import { useTranslation } from 'react-i18next';
import { apiRequest, routePath } from '../lib/api-client';

export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest<PublicSettings>(routePath('settings.public'), { signal, anonymous: true });
}

/**
 * The settings every page may show (site name, registration, contact details), read without a
 * session. One query for the whole app, kept 5 minutes; an admin's save invalidates it (['settings']).
 */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
  });
}

/** The product's own name is translated; a name an administrator chose is shown as written. */
export function useSiteName(): string {
  const { t } = useTranslation('common');
  const chosen = usePublicSettings().data?.siteName;
  return chosen && chosen !== SETTING_DEFINITIONS.site_name.default ? chosen : t('siteName');
}

/** False only once the server has said registration is closed: the sign-up ways stay until then. */
export function useRegistrationOpen(): boolean {
  return usePublicSettings().data?.registrationOpen !== false;
}
