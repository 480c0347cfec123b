import { removeTrailingSlash } from './path';
import type { Params } from './route-object';

export interface RoutePattern {
  matcher: RegExp;
  params: string[];
}

/**
 * A route path as a regular expression: static segments (without case unless `caseSensitive`),
 * `:name` segments (one segment each) and a final `*` (the rest, possibly nothing). `end` is false
 * for a parent, which matches a prefix ending at a segment boundary. Optional segments (`:id?`)
 * are not supported: the app has none, and a path with one fails here rather than match wrongly.
 */
export function compilePattern(path: string, caseSensitive: boolean, end: boolean): RoutePattern {
  if (path.includes('?')) throw new Error(`Route path "${path}": optional segments are not supported`);
  const params: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      params.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    params.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  return { matcher: new RegExp(source, caseSensitive ? undefined : 'i'), params };
}

export interface PatternMatch {
  params: Params;
  pathname: string;
  pathnameBase: string;
}

/** `pathname` (already decoded) against a compiled route path. */
export function matchPattern({ matcher, params: names }: RoutePattern, pathname: string): PatternMatch | null {
  const match = matcher.exec(pathname);
  if (!match) return null;
  const matched = match[0];
  let pathnameBase = removeTrailingSlash(matched, 1);
  const params: Params = {};
  names.forEach((name, index) => {
    const value = match[index + 1] ?? '';
    if (name === '*') pathnameBase = removeTrailingSlash(matched.slice(0, matched.length - value.length), 1);
    // decodePath kept encoded slashes encoded, so that they stay inside one segment.
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}

/** Each segment decoded (`/name/%D8%A7` → `/name/ا`), an encoded slash left as `%2F`; a malformed one leaves the path as it is. */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
