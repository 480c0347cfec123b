import { describe, expect, it } from 'vitest';
import { matchRoutes } from './match-routes';
import { computeScore, rankRoutes } from './rank-routes';
import type { RouteObject } from './route-object';

/** A route table shaped like the app's (app/router.tsx): a root redirect, two pathless public layouts, the dashboard shell. */
const el = (name: string) => name;
const APP: RouteObject[] = [
  { path: '/', element: el('root') },
  {
    element: el('public-animated'),
    children: [
      { path: 'home', element: el('home') },
      { path: 'name/:id', element: el('name') },
      { path: 'doctors', element: el('doctors') },
      { path: 'doctors/:pubkey', element: el('doctor') },
      { path: '*', element: el('public-not-found') },
    ],
  },
  { element: el('public-still'), children: [{ path: 'privacy-policy', element: el('privacy') }] },
  {
    path: 'dashboard',
    element: el('shell'),
    children: [
      { index: true, element: el('dashboard-home') },
      { path: 'endowments', element: el('endowments') },
      { path: 'endowments/:pubkey', element: el('deed') },
      { path: 'endowments/supervising', element: el('supervising') },
      { path: 'endowments/:pubkey/edit', element: el('edit') },
      { path: '*', element: el('dashboard-not-found') },
    ],
  },
];
const branches = rankRoutes(APP);

/** The elements rendered for `pathname`, outermost first, and the params. */
function match(pathname: string) {
  const matches = matchRoutes(branches, pathname);
  return matches && { elements: matches.map((m) => m.route.element), params: matches.at(-1)?.params };
}

describe('route ranking (react-router’s scores)', () => {
  it('scores static 10, dynamic 3, empty 1 a segment, a splat -2, an index +2', () => {
    expect(computeScore('/home', false)).toBe(2 + 1 + 10);
    expect(computeScore('/name/:id', false)).toBe(3 + 1 + 10 + 3);
    expect(computeScore('/*', false)).toBe(2 - 2 + 1);
    expect(computeScore('/dashboard', true)).toBe(2 + 2 + 1 + 10);
  });

  it.each([
    ['/', ['root']],
    ['/home', ['public-animated', 'home']],
    ['/privacy-policy', ['public-still', 'privacy']],
    // static beats dynamic, whichever is listed first
    ['/dashboard/endowments/supervising', ['shell', 'supervising']],
    ['/dashboard/endowments/abc', ['shell', 'deed']],
    ['/dashboard/endowments/abc/edit', ['shell', 'edit']],
    ['/doctors', ['public-animated', 'doctors']],
    ['/doctors/d-1', ['public-animated', 'doctor']],
    // the index route on its parent's own address
    ['/dashboard', ['shell', 'dashboard-home']],
    // the longer, more specific splat wins over the public one
    ['/dashboard/no/such/page', ['shell', 'dashboard-not-found']],
    ['/no/such/page', ['public-animated', 'public-not-found']],
    // trailing slashes and case do not matter
    ['/home/', ['public-animated', 'home']],
    ['/HOME', ['public-animated', 'home']],
    ['/Dashboard/Endowments/Supervising', ['shell', 'supervising']],
  ])('%s renders %j', (pathname, elements) => {
    expect(match(pathname)?.elements).toEqual(elements);
  });

  it('tries siblings with equal scores in the order they are listed', () => {
    const table = rankRoutes([
      { path: 'a/:x', element: 'first' },
      { path: 'a/:y', element: 'second' },
    ]);
    expect(matchRoutes(table, '/a/1')?.[0]?.route.element).toBe('first');
  });

  it('matches nothing when no route does', () => {
    expect(matchRoutes(rankRoutes([{ path: 'home', element: 'home' }]), '/elsewhere')).toBeNull();
  });

  it('refuses what it does not support rather than matching wrongly', () => {
    expect(() => rankRoutes([{ path: 'a/:id?', element: 'x' }])).toThrow(/optional/);
    expect(() => rankRoutes([{ path: '/a', children: [{ path: '/b', element: 'x' }] }])).toThrow(/must start/);
    expect(() => rankRoutes([{ index: true, children: [{ path: 'b' }] }])).toThrow(/children/);
  });
});

describe('route parameters', () => {
  it('decodes each segment, Arabic included', () => {
    expect(match('/name/%D8%A7%D9%84%D8%B1%D8%AD%D9%85%D9%86')?.params).toEqual({ id: 'الرحمن' });
    expect(match('/name/a%20b')?.params).toEqual({ id: 'a b' });
  });

  it('keeps an encoded slash inside its parameter', () => {
    expect(match('/name/a%2Fb')?.params).toEqual({ id: 'a/b' });
  });

  it('leaves a malformed encoding as it is', () => {
    expect(match('/name/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('gives a splat the rest of the path, and every level the whole chain’s parameters', () => {
    const matches = matchRoutes(branches, '/dashboard/endowments/abc/edit');
    expect(matches?.map((m) => m.params)).toEqual([{ pubkey: 'abc' }, { pubkey: 'abc' }]);
    expect(match('/dashboard/a/b')?.params).toEqual({ '*': 'a/b' });
  });

  it('says which part of the path each level matched', () => {
    const matches = matchRoutes(branches, '/dashboard/endowments/abc/');
    expect(matches?.map((m) => [m.pathname, m.pathnameBase])).toEqual([
      ['/dashboard', '/dashboard'],
      ['/dashboard/endowments/abc/', '/dashboard/endowments/abc'],
    ]);
    const splat = matchRoutes(branches, '/dashboard/x/y');
    expect(splat?.at(-1)?.pathnameBase).toBe('/dashboard');
  });
});
