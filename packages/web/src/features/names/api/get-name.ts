import { useQuery } from '@tanstack/react-query';
import { NAMES_ROUTES, type Name } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export function getName(id: number, signal?: AbortSignal): Promise<Name> {
  return apiRequest<Name>(routePath(NAMES_ROUTES['names.get'], { id }), { signal });
}

/** One name; `id` is null when the URL holds no valid id, and nothing is fetched. */
export function useName(id: number | null) {
  return useQuery({
    queryKey: ['names', 'detail', id],
    queryFn: ({ signal }) => getName(id ?? 0, signal),
    enabled: id !== null,
  });
}
