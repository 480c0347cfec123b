/** The query parameter of /login that names where to go after logging in. */
export const RETURN_TO = 'returnTo';

/**
 * Where a login may send the user on: a dashboard page of this site only. Anything else (another
 * site, `//host`, a backslash trick, a public page) is refused, so a crafted link cannot use the
 * login page to send someone elsewhere (an open redirect).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || /[\\\s]/.test(value)) return null;
  const url = new URL(value, 'https://bayan.invalid');
  if (url.origin !== 'https://bayan.invalid') return null;
  if (url.pathname !== '/dashboard' && !url.pathname.startsWith('/dashboard/')) return null;
  return `${url.pathname}${url.search}`;
}
