import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { markErrorShown } from '../feedback/shown-errors';

/** The error type of messages that came from the server (kept through a language switch). */
export const SERVER_ERROR = 'server';

/**
 * Puts the server's field details ('body.email' → email, 'body.rows.0.share' → rows.0.share),
 * already in the request's language, on their fields, and the keyboard on the first of them.
 * An error code without details can be pinned to a field too (AUTH_EMAIL_IN_USE → email).
 * A failure shown on a field is not toasted as well.
 */
export function applyServerErrors<V extends FieldValues>(
  form: { setError: UseFormSetError<V> },
  error: unknown,
  codeFields: Partial<Record<string, Path<V>>> = {},
): void {
  if (!(error instanceof ApiError)) return;
  const messages = new Map<string, string>();
  for (const detail of error.details ?? []) {
    const [part, ...path] = detail.path.split('.');
    const name = path.join('.');
    if (part === 'body' && name && !messages.has(name)) messages.set(name, detail.message);
  }
  const field = codeFields[error.code];
  if (field && !messages.has(field)) messages.set(field, error.message);
  if (messages.size > 0) markErrorShown(error);
  [...messages].forEach(([name, message], index) =>
    form.setError(name as Path<V>, { type: SERVER_ERROR, message }, { shouldFocus: index === 0 }),
  );
}
