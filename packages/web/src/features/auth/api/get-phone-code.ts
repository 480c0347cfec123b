import { useQuery } from '@tanstack/react-query';
import { AUTH_ROUTES, type PhoneCodeStatus } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** Whether the logged-in account holds a code it could still enter (from sign-up or a send). */
export function getPhoneCodeStatus(signal?: AbortSignal): Promise<PhoneCodeStatus> {
  return apiRequest<PhoneCodeStatus>(routePath(AUTH_ROUTES['auth.phoneCode']), { signal });
}

export function usePhoneCodeStatus({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['auth', 'phone-code'],
    queryFn: ({ signal }) => getPhoneCodeStatus(signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
