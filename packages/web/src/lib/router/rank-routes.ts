import { joinPaths } from './path';
import type { RouteObject } from './route-object';
import { compilePattern, type RoutePattern } from './route-pattern';

interface BranchStep {
  route: RouteObject;
  pattern: RoutePattern;
}

/** A route with its parents, from the outermost: one way a pathname can be matched. */
export interface Branch {
  path: string;
  score: number;
  steps: BranchStep[];
  /** Each step's place among its siblings: how branches of the same score are ordered. */
  order: number[];
}

const PARAM = /^:[\w-]+$/;
const isSplat = (segment: string) => segment === '*';

/**
 * react-router's ranking: each segment scores (static 10, `:param` 3, empty 1) on top of the
 * segment count; a splat costs 2 and an index route gains 2. The highest score is tried first.
 */
export function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.some(isSplat)) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (isSplat(segment)) continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** Siblings with the same score are tried in the order they are listed; other ties keep the flattening order. */
function compareSiblings({ order: first }: Branch, { order: second }: Branch): number {
  const last = first.length - 1;
  if (last !== second.length - 1) return 0;
  for (let at = 0; at < last; at++) if (first[at] !== second[at]) return 0;
  return (first[last] ?? 0) - (second[last] ?? 0);
}

const compiled = new Map<string, RoutePattern>();

/**
 * A step's pattern, compiled once for all the branches it begins (a layout's path starts every
 * route under it): ranking the app's table compiled hundreds of expressions, most of them again,
 * in the first render of every page (issue 14). A pattern holds no state (no `g` flag), so sharing
 * it is safe.
 */
function patternOf(path: string, caseSensitive: boolean, end: boolean): RoutePattern {
  const key = `${caseSensitive ? 'c' : 'i'}${end ? 'e' : 'p'}${path}`;
  let pattern = compiled.get(key);
  if (!pattern) compiled.set(key, (pattern = compilePattern(path, caseSensitive, end)));
  return pattern;
}

interface Flattening {
  route: RouteObject;
  relativePath: string;
  childIndex: number;
}

function flatten(routes: RouteObject[], branches: Branch[], parents: Flattening[], parentPath: string): Branch[] {
  routes.forEach((route, childIndex) => {
    let relativePath = route.path ?? '';
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath))
        throw new Error(`Route path "${relativePath}" nested under "${parentPath}" must start with it`);
      relativePath = relativePath.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relativePath]);
    const chain = [...parents, { route, relativePath, childIndex }];
    if (route.children && route.children.length > 0) {
      if (route.index) throw new Error(`Index route "${path}" must not have children`);
      flatten(route.children, branches, chain, path);
    }
    if (route.path == null && !route.index) return;
    branches.push({
      path,
      score: computeScore(path, route.index),
      steps: chain.map((step, at) => ({
        route: step.route,
        pattern: patternOf(step.relativePath, step.route.caseSensitive === true, at === chain.length - 1),
      })),
      order: chain.map((step) => step.childIndex),
    });
  });
  return branches;
}

/** Every matchable route of the tree, best first (the order the matcher tries them in). */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  return flatten(routes, [], [], '').sort((a, b) => (a.score !== b.score ? b.score - a.score : compareSiblings(a, b)));
}
