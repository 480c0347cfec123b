import { describe, expect, it } from 'vitest';
import { authFeature } from '../features/auth';
import { namesFeature } from '../features/names';
import { welcomeFeature } from '../features/welcome';
import { featuresOn } from './active-features';
import { publicRoutesOf } from './public-routes';

const pageAt = (modulesOn: boolean, path: string) =>
  publicRoutesOf(featuresOn(() => modulesOn)).find((route) => route.path === path)?.page;

describe('the public pages (PRODUCT §1)', () => {
  it('make /home the names landing while names is on, with the names pages', () => {
    expect(pageAt(true, 'home')).toBe(namesFeature.publicRoutes?.[0]?.page);
    expect(pageAt(true, 'name/:id')).toBeDefined();
  });

  it('make /home the welcome page without names, and drop the name pages', () => {
    expect(pageAt(false, 'home')).toBe(welcomeFeature.publicRoutes?.[0]?.page);
    expect(pageAt(false, 'name/:id')).toBeUndefined();
  });

  it('send any other path to the register screen, once', () => {
    const register = authFeature.publicRoutes?.find((route) => route.path === 'register')?.page;
    expect(pageAt(true, '*')).toBe(register);
    const paths = publicRoutesOf(featuresOn(() => true)).map((route) => route.path);
    expect(paths.filter((path) => path === 'home')).toHaveLength(1);
  });
});
