import { useMutation } from '@tanstack/react-query';
import { apiRequest, routePath } from '../../../lib/api-client';
import { useRefreshNames } from '../hooks/use-refresh-names';
import { NAMES_ROUTES } from '@bayan/shared';

export function deleteName(id: number): Promise<void> {
  return apiRequest<void>(routePath(NAMES_ROUTES['names.delete'], { id }), { method: 'DELETE' });
}

export function useDeleteName() {
  const refresh = useRefreshNames();
  return useMutation({
    mutationFn: deleteName,
    onSuccess: refresh,
    meta: { successMessage: 'feedback.done.nameDeleted' },
  });
}
