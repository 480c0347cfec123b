/**
 * The failures whose message the page already shows (on a form's field, or in its own alert):
 * the app-wide snackbar does not say them a second time (issue 15).
 */
const shown = new WeakSet<object>();

/** Says that `error`'s message is on screen where the problem is. */
export function markErrorShown(error: unknown): void {
  if (typeof error === 'object' && error !== null) shown.add(error);
}

export function wasErrorShown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && shown.has(error);
}
