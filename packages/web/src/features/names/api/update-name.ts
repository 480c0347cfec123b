import { useMutation } from '@tanstack/react-query';
import { NAMES_ROUTES, type Name, type UpdateName } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { useRefreshNames } from '../hooks/use-refresh-names';

export function updateName(id: number, body: UpdateName): Promise<Name> {
  return apiRequest<Name>(routePath(NAMES_ROUTES['names.update'], { id }), { method: 'PATCH', body });
}

/** An edit from the dialog, or the inline active switch (PATCH {isActive}). */
export function useUpdateName() {
  const refresh = useRefreshNames();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateName }) => updateName(id, body),
    meta: { successMessage: 'feedback.done.nameSaved' },
    onSuccess: refresh,
  });
}
