import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OUTBOX_ROUTES, type OutboxMessage } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** POST /api/outbox/:id/resend (SUPERADMIN): a failed message back in its provider's queue. */
export function resendMessage(id: number): Promise<OutboxMessage> {
  return apiRequest<OutboxMessage>(routePath(OUTBOX_ROUTES['outbox.resend'], { id: String(id) }), { method: 'POST' });
}

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    meta: { successMessage: 'feedback.done.messageResent' },
    onSuccess: () => client.invalidateQueries({ queryKey: ['outbox'] }),
  });
}
