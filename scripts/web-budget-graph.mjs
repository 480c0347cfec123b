// The module graph of a Vite build manifest (`build.manifest: true`), walked the way a browser
// loads a page: a chunk brings its static imports (transitively) and their CSS at once; dynamic
// imports wait until the code asks for them, so they are not part of the first load.

/**
 * The files a page fetches before it can render: `roots` (manifest keys: the entry, the page's
 * lazy modules) and everything they import statically, each file once.
 * @param {Record<string, { file: string, imports?: string[], css?: string[], assets?: string[] }>} manifest
 * @param {string[]} roots
 * @returns {{ js: string[], css: string[], assets: string[] }}
 */
export function firstLoad(manifest, roots) {
  const seen = new Set();
  const files = { js: new Set(), css: new Set(), assets: new Set() };
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    // A renamed or moved module must fail loudly: a silently skipped root would shrink the total.
    if (!chunk) throw new Error(`${key} is not in the build manifest (was it moved or renamed?)`);
    seen.add(key);
    files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
    for (const asset of chunk.assets ?? []) files.assets.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return { js: [...files.js], css: [...files.css], assets: [...files.assets] };
}

/** The manifest keys of the lazy modules (a route's or a widget's own chunk). */
export function lazyModules(manifest) {
  return Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
}

/**
 * Each first view's files (web first-views.ts): all it loads before it renders, and `preload`, the
 * part the entry does not already bring (the server links those from the page it sends for that
 * path, plugins/web.ts). `fetchedWith` adds every module whose key matches (a shell's namespaces).
 * `whenOn` names modules loaded only while a business module is on (its header links): they count
 * in the totals (a page's most), and `preloadWhenOn` lists, per business module, what they add.
 * @param {Record<string, { file: string, imports?: string[], css?: string[], assets?: string[] }>} manifest
 * @param {{ path: string, modules: string[], fetchedWith?: RegExp, whenOn?: Record<string, string[]> }[]} views
 */
export function firstViewFiles(manifest, views, entry = 'index.html') {
  const initial = firstLoad(manifest, [entry]);
  const beyond = (load, before) => ({
    js: load.js.filter((file) => !before.js.includes(file)),
    css: load.css.filter((file) => !before.css.includes(file)),
  });
  return views.map(({ path, modules, fetchedWith, whenOn = {} }) => {
    const alongside = fetchedWith ? Object.keys(manifest).filter((key) => fetchedWith.test(key)) : [];
    const roots = [entry, ...modules, ...alongside];
    const base = firstLoad(manifest, roots);
    const preloadWhenOn = Object.fromEntries(
      Object.entries(whenOn).map(([name, extra]) => [name, beyond(firstLoad(manifest, [...roots, ...extra]), base)]),
    );
    return {
      path,
      ...firstLoad(manifest, [...roots, ...Object.values(whenOn).flat()]),
      preload: beyond(base, initial),
      preloadWhenOn,
    };
  });
}
