import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  API_ROUTES,
  errorMessage,
  errorStatus,
  isLanguage,
  SETTING_DEFINITIONS,
  type ErrorBody,
  type ErrorCode,
  type FieldIssue,
  type PublicSettings,
} from '@bayan/shared';

/** The public settings as a fresh install answers them (every page title and header reads them). */
const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  siteName: SETTING_DEFINITIONS.site_name.default,
  defaultLanguage: SETTING_DEFINITIONS.default_language.default,
  homePage: 'names',
  registrationOpen: SETTING_DEFINITIONS.registration_open.default,
  otpRequiredAtSignup: SETTING_DEFINITIONS.otp_required_at_signup.default,
  contactEmail: null,
  contactPhone: null,
  // As the test server answers (MAP_TILE_URL defaults to none in tests): the blank map layer.
  mapTiles: null,
};

/**
 * The API at the network level: each test adds the handlers it needs with `server.use`; the
 * public settings are answered unless a test says otherwise.
 */
export const server = setupServer(
  http.get(API_ROUTES['settings.public'].path, () => HttpResponse.json(DEFAULT_PUBLIC_SETTINGS)),
);

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
