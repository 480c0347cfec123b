import { useQuery } from '@tanstack/react-query';
import { USERS_ROUTES, type UserStatistics } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export function getUserStatistics(signal?: AbortSignal): Promise<UserStatistics> {
  return apiRequest<UserStatistics>(routePath(USERS_ROUTES['users.statistics']), { signal });
}

/** Accounts by role and by status; refreshed after every change to an account. */
export function useUserStatistics() {
  return useQuery({
    queryKey: ['users', 'statistics'],
    queryFn: ({ signal }) => getUserStatistics(signal),
    staleTime: 0,
  });
}
