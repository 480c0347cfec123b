import { describe, expect, it } from 'vitest';
import { addBase, normalizeBase, stripBase } from './base-path';
import { createPath, parsePath, resolveTo } from './path';

describe('paths', () => {
  it('splits and joins pathname, search and hash', () => {
    expect(parsePath('/a/b?x=1#top')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#top' });
    expect(parsePath('?x=1')).toEqual({ search: '?x=1' });
    expect(createPath({ pathname: '/a', search: 'x=1', hash: 'top' })).toBe('/a?x=1#top');
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
  });

  it.each([
    // absolute
    ['/home', [], '/dashboard/x', '/home'],
    ['/dashboard/agendas?x=1#a', ['/', '/dashboard'], '/dashboard/x', '/dashboard/agendas?x=1#a'],
    // only a search or a hash: the page on screen
    ['?focus=phone', ['/', '/dashboard', '/dashboard/profile'], '/dashboard/profile', '/dashboard/profile?focus=phone'],
    ['#part', [], '/home', '/home#part'],
    // relative to the caller's route; `..` leaves a route, not a segment
    ['edit', ['/', '/dashboard/endowments/abc'], '/dashboard/endowments/abc', '/dashboard/endowments/abc/edit'],
    ['..', ['/', '/dashboard', '/dashboard/endowments/abc'], '/dashboard/endowments/abc', '/dashboard'],
    ['../users', ['/', '/dashboard', '/dashboard/endowments/abc'], '/x', '/dashboard/users'],
    // explicit trailing slash kept, double slashes cleaned
    ['/a//b/', [], '/', '/a/b/'],
  ])('%s from routes %j (on %s) is %s', (to, routes, on, expected) => {
    expect(createPath(resolveTo(to, routes, on))).toBe(expected);
  });

  it('takes the parts of a path as well as a string', () => {
    expect(createPath(resolveTo({ pathname: '/a', search: '?q=1' }, [], '/x'))).toBe('/a?q=1');
    expect(createPath(resolveTo({ search: '?q=1' }, [], '/x'))).toBe('/x?q=1');
  });
});

describe('the base path', () => {
  it('is taken off the browser’s pathname, without case, only at a segment boundary', () => {
    expect(stripBase('/bayan/home', '/bayan')).toBe('/home');
    expect(stripBase('/Bayan', '/bayan')).toBe('/');
    expect(stripBase('/bayanx/home', '/bayan')).toBeNull();
    expect(stripBase('/other', '/bayan')).toBeNull();
    expect(stripBase('/home', '/')).toBe('/home');
  });

  it('is put in front of the app’s paths', () => {
    const path = { pathname: '/home', search: '?q=1', hash: '' };
    expect(createPath(addBase(path, '/bayan'))).toBe('/bayan/home?q=1');
    expect(createPath(addBase({ ...path, pathname: '/' }, '/bayan'))).toBe('/bayan?q=1');
    expect(createPath(addBase(path, '/'))).toBe('/home?q=1');
    expect(normalizeBase('bayan')).toBe('/bayan');
  });
});
