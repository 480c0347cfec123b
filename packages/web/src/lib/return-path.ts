/**
 * Where a visitor sent to log in goes back to (`/login?next=/campaigns`): a path of this site
 * only, never another origin (`//evil.example`, `/\evil`, `https://…`); null when there is none.
 */
export function returnPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** The login page's address that comes back to `path` afterwards. */
export const loginThenBack = (path: string) => `/login?next=${encodeURIComponent(path)}`;
