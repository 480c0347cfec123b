import { errorMessage, type ErrorCode, type Language } from '@bayan/shared';
import { AppError } from './app-error.js';

/** An error about one body field: its message, in the caller's language, also in `details` for the form. */
export function fieldError(code: ErrorCode, field: string, lang: Language): AppError {
  return new AppError(code, [{ path: `body.${field}`, code, message: errorMessage(code, lang) }]);
}
