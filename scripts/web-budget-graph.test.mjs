import { describe, expect, it } from 'vitest';
import { firstLoad, firstViewFiles, lazyModules } from './web-budget-graph.mjs';

// A build with an entry, two lazy pages sharing a vendor chunk, and a lazily loaded dialog.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'], assets: ['assets/font.woff2'] },
  'src/landing.tsx': { file: 'assets/landing.js', isDynamicEntry: true, imports: ['index.html', '_mui.js'] },
  'src/login.tsx': {
    file: 'assets/login.js',
    isDynamicEntry: true,
    imports: ['_mui.js'],
    css: ['assets/login.css'],
    dynamicImports: ['src/dialog.tsx'],
  },
  'src/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true, imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
};

describe('a page’s first load', () => {
  it('is its roots and their static imports, transitively, each once', () => {
    expect(firstLoad(manifest, ['index.html', 'src/landing.tsx'])).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/landing.js', 'assets/mui.js'],
      css: ['assets/index.css'],
      assets: ['assets/font.woff2'],
    });
  });

  it('leaves out what is imported dynamically', () => {
    const { js, css } = firstLoad(manifest, ['index.html', 'src/login.tsx']);
    expect(js).not.toContain('assets/dialog.js');
    expect(js).not.toContain('assets/zod.js');
    expect(css).toEqual(['assets/index.css', 'assets/login.css']);
  });

  it('fails on a root the build does not have, rather than counting nothing', () => {
    expect(() => firstLoad(manifest, ['src/moved.tsx'])).toThrow(/src\/moved\.tsx is not in the build manifest/);
  });

  it('knows the lazy modules', () => {
    expect(lazyModules(manifest)).toEqual(['src/landing.tsx', 'src/login.tsx', 'src/dialog.tsx']);
  });

  it('gives each first view its files, and the part the entry does not bring to preload', () => {
    const [landing, login] = firstViewFiles(manifest, [
      { path: '/home', modules: ['src/landing.tsx'] },
      { path: '/login', modules: ['src/login.tsx'], fetchedWith: /dialog/ },
    ]);
    expect(landing).toEqual({
      path: '/home',
      ...firstLoad(manifest, ['index.html', 'src/landing.tsx']),
      preload: { js: ['assets/landing.js', 'assets/mui.js'], css: [] },
      preloadWhenOn: {},
    });
    expect(login.preload).toEqual({
      js: ['assets/login.js', 'assets/mui.js', 'assets/dialog.js', 'assets/zod.js'],
      css: ['assets/login.css'],
    });
  });

  it("counts a business module's extras in the totals, and lists apart what each adds to preload", () => {
    const [landing] = firstViewFiles(manifest, [
      { path: '/home', modules: ['src/landing.tsx'], whenOn: { clinic: ['src/dialog.tsx'] } },
    ]);
    expect(landing.js).toEqual(firstLoad(manifest, ['index.html', 'src/landing.tsx', 'src/dialog.tsx']).js);
    expect(landing.preload).toEqual({ js: ['assets/landing.js', 'assets/mui.js'], css: [] });
    expect(landing.preloadWhenOn).toEqual({ clinic: { js: ['assets/dialog.js', 'assets/zod.js'], css: [] } });
  });
});
