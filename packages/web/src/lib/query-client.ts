import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { wasErrorShown } from '../components/feedback/shown-errors';
import { showError, showSnackbar } from '../components/feedback/snackbar-store';
import i18n from '../i18n/i18n';
import type { COMMON } from '../i18n/common-catalogue';
import { ApiError } from './api-client';

/** A success message of the catalogue ('feedback.done.userBlocked' → "User blocked"). */
export type SuccessMessage = `feedback.done.${keyof (typeof COMMON)['ar']['feedback']['done'] & string}`;

/** What a query or mutation may say about its own snackbar. */
export interface FeedbackMeta extends Record<string, unknown> {
  /**
   * A mutation whose success is already obvious on screen (or is not one the user asked for); a
   * function decides per call, from the answer or the call's input (a field that shows "Saved").
   */
  silentSuccess?: boolean | ((data: unknown, variables: unknown) => boolean);
  /**
   * What the success toast says, when the page does not show the result ("User blocked"); a
   * function reads it from the answer (blocked or unblocked) or the call's input.
   */
  successMessage?: SuccessMessage | ((data: unknown, variables: unknown) => SuccessMessage);
  /**
   * The page shows every failure of this call itself (its own alert): no toast repeats it. For a
   * query: while it has no data, when the page shows its error state in place of the data.
   */
  errorShown?: boolean;
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

/**
 * Spec §8, issue 15: a failed call is logged, and shows an error snackbar (the server's message,
 * or ours) unless the page already shows it: the call's meta says so, or the caller's own
 * `onError` put it on a field (`applyServerErrors`). That handler runs after this one, so the
 * snackbar waits for it (a task later).
 */
function reportFailure(error: Error, meta: FeedbackMeta | undefined): void {
  console.error(error);
  if (meta?.errorShown) return;
  setTimeout(() => {
    if (!wasErrorShown(error)) showError(error instanceof ApiError ? error.message : i18n.t('feedback.error'));
  }, 0);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // A failed refetch leaves the old data on screen, with nothing saying it failed: that one toasts.
    onError: (error, query) =>
      reportFailure(error, query.state.data === undefined ? query.meta : { ...query.meta, errorShown: false }),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => reportFailure(error, mutation.meta),
    // Spec §4, issue 15: a success says what happened, or 'done successfully' when nothing more specific.
    onSuccess: (data, variables, _context, mutation) => {
      const meta = mutation.meta;
      const silent =
        typeof meta?.silentSuccess === 'function' ? meta.silentSuccess(data, variables) : meta?.silentSuccess;
      if (silent) return;
      const said =
        typeof meta?.successMessage === 'function' ? meta.successMessage(data, variables) : meta?.successMessage;
      showSnackbar(i18n.t(said ?? 'feedback.success'), 'success');
    },
  }),
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
