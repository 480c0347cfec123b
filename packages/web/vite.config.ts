import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadFonts } from './vite-font-preload';
import { precompress } from './vite-precompress';
import { preactAliases } from './preact-aliases';

const apiTarget = 'http://127.0.0.1:3000';
const proxy = { '/api': apiTarget, '/v1': apiTarget };

/**
 * The UI runtime (Preact in React's place: preact-aliases.ts) changes rarely: one chunk (~9 KB
 * brotli) that stays cached across releases. Inside the entry it would compress ~1.3 KB better
 * on a first load, but be fetched again with every release's new entry. What the entry needs
 * besides (the app shell, the router, i18n, the query client, the MUI it renders) is one
 * `initial` chunk: split into the few dozen pieces the splitter would cut, it compresses some
 * 25 KB worse. Everything else goes with the lazy page that uses it, so a page loads only the
 * components it renders (issue 14: no all-of-MUI chunk on the landing page).
 */
const vendorGroups = [
  { name: 'runtime', test: /node_modules[\\/]preact[\\/]/, priority: 2 },
  { name: 'initial', tags: ['$initial' as const], priority: 1 },
];

export default defineConfig({
  root: import.meta.dirname,
  // One build for any BASE_PATH: asset URLs are relative to the <base href> the server puts in the page.
  base: './',
  plugins: [
    react(),
    // The regular Arabic face draws most of the first paint (the app opens in Arabic).
    preloadFonts(['ibm-plex-sans-arabic-arabic-400-normal.woff2']),
    precompress(),
  ],
  resolve: {
    // Build against the shared package's TypeScript source, not its compiled output.
    conditions: ['bayan-source', ...defaultClientConditions],
    alias: preactAliases,
  },
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    outDir: 'dist',
    // scripts/web-budget.mjs walks each page's first-load chunks from it.
    manifest: true,
    emptyOutDir: true,
    // Nothing inlined as data: URIs: the CSP allows fonts from 'self' only.
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
