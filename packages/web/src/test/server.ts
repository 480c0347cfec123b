import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { errorMessage, errorStatus, isLanguage, type ErrorBody, type ErrorCode, type FieldIssue } from '@bayan/shared';

/** The API at the network level: each test adds the handlers it needs with `server.use`. */
export const server = setupServer();

/**
 * The API's error answer for `code`, in the one error shape, with its status and its message in
 * the language the request asked for (as the server does).
 */
export function apiError(request: Request, code: ErrorCode, details?: FieldIssue[]) {
  const asked = request.headers.get('Accept-Language');
  const language = isLanguage(asked) ? asked : 'ar';
  const body: ErrorBody = { code, message: errorMessage(code, language), ...(details ? { details } : {}) };
  return HttpResponse.json(body, { status: errorStatus(code) });
}
