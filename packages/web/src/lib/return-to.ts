/** The query parameter of /login that names where to go after logging in. */
export const RETURN_TO = 'returnTo';

const ORIGIN = 'https://bayan.invalid';

/**
 * Where a login may send the user on: a page of this site only, never the login page itself.
 * Anything else (another site, `//host`, a backslash trick, a `javascript:` link) is refused, so a
 * crafted link cannot use the login page to send someone elsewhere (an open redirect).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || /[\\\s]/.test(value)) return null;
  const url = new URL(value, ORIGIN);
  if (url.origin !== ORIGIN || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}`;
}

/** /login, then back to `path` once logged in (a public page that needs an account: booking, a campaign). */
export const loginThenTo = (path: string): string => `/login?${new URLSearchParams({ [RETURN_TO]: path }).toString()}`;

/** A patient's sign-up (/patient-register), then on to `path` once the phone is confirmed or skipped. */
export const registerThenTo = (path: string): string =>
  `/patient-register?${new URLSearchParams({ [RETURN_TO]: path }).toString()}`;
