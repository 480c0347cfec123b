import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USERS_ROUTES, type UserPickerItem } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export function getUserPicker(q: string, signal?: AbortSignal): Promise<UserPickerItem[]> {
  return apiRequest<UserPickerItem[]>(routePath(USERS_ROUTES['users.picker']), {
    query: { q: q || undefined },
    signal,
  });
}

/** Accounts for the actor filter (GET /api/users/list: at most 50, narrowed by what is typed). */
export function useUserPicker(q: string) {
  return useQuery({
    queryKey: ['users', 'picker', q],
    queryFn: ({ signal }) => getUserPicker(q, signal),
    placeholderData: keepPreviousData,
  });
}
