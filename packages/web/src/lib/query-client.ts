import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showError, showSnackbar } from '../components/feedback/snackbar-store';
import i18n from '../i18n/i18n';
import { ApiError } from './api-client';

/** What a query or mutation may say about its own snackbar. */
export interface FeedbackMeta extends Record<string, unknown> {
  /** A mutation whose success is already obvious on screen (or is not one the user asked for). */
  silentSuccess?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FeedbackMeta;
    mutationMeta: FeedbackMeta;
  }
}

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Spec §8: every failed call shows an error snackbar (the server's message or 'Error !') and is logged. */
function reportFailure(error: Error): void {
  console.error(error);
  showError(error instanceof ApiError ? error.message : i18n.t('feedback.error'));
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reportFailure }),
  mutationCache: new MutationCache({
    onError: reportFailure,
    // Spec §4: a success shows 'done successfully' in the current language.
    onSuccess: (_data, _variables, _context, mutation) => {
      if (!mutation.meta?.silentSuccess) showSnackbar(i18n.t('feedback.success'), 'success');
    },
  }),
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
