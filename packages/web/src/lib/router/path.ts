/** A place in the app: the parts of a URL after the origin. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where to go: a URL (absolute `/…`, relative to the route, or only `?search` / `#hash`) or its parts. */
export type To = string | Partial<Path>;

const removeDoubleSlashes = (path: string) => path.replace(/[\\/]{2,}/g, '/');

export const joinPaths = (paths: string[]): string => removeDoubleSlashes(paths.join('/'));

/** `path` without its trailing slashes, keeping at least `minLength` characters. */
export function removeTrailingSlash(path: string, minLength = 0): string {
  let end = path.length;
  while (end > minLength && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

export const normalizePathname = (pathname: string): string => removeTrailingSlash(pathname).replace(/^\/*/, '/');

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  let path = pathname;
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`;
  return path;
}

const normalizeSearch = (search: string) =>
  !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
const normalizeHash = (hash: string) => (!hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`);

function resolvePathname(relativePath: string, fromPathname: string): string {
  const segments = removeTrailingSlash(fromPathname).split('/');
  for (const segment of relativePath.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

function resolvePath({ pathname, search = '', hash = '' }: Partial<Path>, fromPathname: string): Path {
  let resolved = fromPathname;
  if (pathname) {
    const clean = removeDoubleSlashes(pathname);
    resolved = /^[\\/]/.test(clean) ? resolvePathname(clean.slice(1), '/') : resolvePathname(clean, fromPathname);
  }
  return { pathname: resolved, search: normalizeSearch(search), hash: normalizeHash(hash) };
}

/**
 * Where `to` leads from the page on screen, as react-router resolves it: an absolute path as is;
 * only a search or hash keeps the current pathname; a relative path continues the route that
 * renders the caller (`routePathnames`, outermost first), each leading `..` leaving one route.
 */
export function resolveTo(to: To | undefined, routePathnames: readonly string[], locationPathname: string): Path {
  const target: Partial<Path> = typeof to === 'string' ? parsePath(to) : { ...to };
  const isEmptyPath = to === '' || target.pathname === '';
  const toPathname = isEmptyPath ? '/' : target.pathname;
  let from = locationPathname;
  if (toPathname != null) {
    let index = routePathnames.length - 1;
    if (toPathname.startsWith('..')) {
      const segments = toPathname.split('/');
      while (segments[0] === '..') {
        segments.shift();
        index -= 1;
      }
      target.pathname = segments.join('/');
    }
    from = routePathnames[index] ?? '/';
  }
  const path = resolvePath(target, from);
  const explicitTrailingSlash = !!toPathname && toPathname !== '/' && toPathname.endsWith('/');
  const currentTrailingSlash = (isEmptyPath || toPathname === '.') && locationPathname.endsWith('/');
  if (!path.pathname.endsWith('/') && (explicitTrailingSlash || currentTrailingSlash)) path.pathname += '/';
  return path;
}
