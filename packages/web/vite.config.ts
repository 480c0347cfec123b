import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadFonts } from './vite-font-preload';
import { precompress } from './vite-precompress';
import { preactAliases } from './preact-aliases';

const apiTarget = 'http://127.0.0.1:3000';
const proxy = { '/api': apiTarget, '/v1': apiTarget };

/**
 * What the entry needs (Preact in React's place: preact-aliases.ts, the in-house router and i18n,
 * the query client, the MUI the shell renders) is one `initial` chunk: split into the few dozen
 * pieces the splitter would cut, it compresses some 25 KB worse. Preact had a chunk of its own,
 * cached across releases; inside the entry it compresses 1.3 KB better on every first load, which
 * issue 14's 120 KB for /register needs. Everything else goes with the lazy page that uses it, so
 * a page loads only the components it renders (no all-of-MUI chunk on the landing page).
 */
const vendorGroups = [{ name: 'initial', tags: ['$initial' as const], priority: 1 }];

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
