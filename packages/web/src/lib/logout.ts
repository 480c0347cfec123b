import { useMutation } from '@tanstack/react-query';
import { apiRequest, routePath } from './api-client';
import { AUTH_ROUTES } from '@bayan/shared';

/** Ends this session on the server (its refresh token stops working). */
export function logout(): Promise<void> {
  return apiRequest<void>(routePath(AUTH_ROUTES['auth.logout']), { method: 'POST' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
