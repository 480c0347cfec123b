import { useMutation } from '@tanstack/react-query';
import { NAMES_ROUTES, type CreateName, type Name } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { useRefreshNames } from '../hooks/use-refresh-names';

export function createName(body: CreateName): Promise<Name> {
  return apiRequest<Name>(routePath(NAMES_ROUTES['names.create']), { method: 'POST', body });
}

export function useCreateName() {
  const refresh = useRefreshNames();
  return useMutation({
    mutationFn: createName,
    onSuccess: refresh,
    meta: { successMessage: 'feedback.done.nameAdded' },
  });
}
