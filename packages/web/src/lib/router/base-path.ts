import { joinPaths, type Path } from './path';

/** The base path as the router keeps it: one leading slash (`/` at the root, `/bayan` behind a proxy). */
export const normalizeBase = (base: string): string => base.replace(/^\/*/, '/');

/**
 * The app's part of a browser pathname (`/bayan/home` → `/home`), or null when the address is not
 * under the base path. Compared without case, as the server's paths are.
 */
export function stripBase(pathname: string, base: string): string | null {
  if (base === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return null;
  const start = base.endsWith('/') ? base.length - 1 : base.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

/** The browser's address of an app path: the base path in front. */
export function addBase(path: Path, base: string): Path {
  if (base === '/') return path;
  return { ...path, pathname: path.pathname === '/' ? base : joinPaths([base, path.pathname]) };
}
