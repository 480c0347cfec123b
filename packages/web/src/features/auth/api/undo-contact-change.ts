import { useMutation } from '@tanstack/react-query';
import { apiRequest, routePath } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { USERS_ROUTES } from '@bayan/shared';

/**
 * Spends the single-use token of the `/undo-change?token=` link sent to an old email or phone:
 * the previous contacts come back and every session of the account ends, this browser's too.
 */
export function undoContactChange(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(routePath(USERS_ROUTES['users.undoContactChange'], { token }), {
    method: 'POST',
    anonymous: true,
  });
}

export function useUndoContactChange() {
  return useMutation({
    mutationFn: undoContactChange,
    // The page says a refusal itself (UndoChangeRoute): no toast repeats it.
    meta: { errorShown: true },
    onSuccess: () => clearSession(),
  });
}
