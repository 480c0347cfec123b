import { useMutation } from '@tanstack/react-query';
import type { CreateName, Name } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { useRefreshNames } from '../hooks/use-refresh-names';

export function createName(body: CreateName): Promise<Name> {
  return apiRequest<Name>(routePath('names.create'), { method: 'POST', body });
}

export function useCreateName() {
  const refresh = useRefreshNames();
  return useMutation({
    mutationFn: createName,
    onSuccess: refresh,
    meta: { successMessage: 'feedback.done.nameAdded' },
  });
}
