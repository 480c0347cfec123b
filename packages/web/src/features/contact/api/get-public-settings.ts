import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest<PublicSettings>(routePath('settings.public'), { signal, anonymous: true });
}

/** The settings the public site shows (contact details); read without a session. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
  });
}
