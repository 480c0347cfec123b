import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadFonts } from './vite-font-preload';
import { precompress } from './vite-precompress';
import { firstViews } from './vite-first-views';
import { FIRST_VIEWS } from './first-views';

const apiTarget = 'http://127.0.0.1:3000';
const proxy = { '/api': apiTarget, '/v1': apiTarget };

/**
 * What the entry needs (React and react-dom, the router and i18n, the query client, the MUI the
 * shell renders) is one `initial` chunk: split into the few dozen pieces the splitter would cut, it
 * compresses some 25 KB worse. Everything else goes with the lazy page that uses it, so a page
 * loads only the components it renders (no all-of-MUI chunk on the landing page).
 */
const vendorGroups = [{ name: 'initial', tags: ['$initial' as const], priority: 1 }];

/**
 * The lazy pages share many small modules (MUI's components, hooks, our helpers): split apart they
 * came as 29 scripts to /home and 54 to the dashboard, each a round trip, most under 1 KB, the
 * later ones found only once the page's script had run. Rolldown copies a common chunk under this
 * size (source before minification) into each page that reads it, with one registry in its runtime
 * so that a module still runs once and keeps one state (a React context stays one context). /home
 * now loads 5 scripts, the dashboard 15 (6 of them its words), with no more bytes (the copies compress with their page);
 * a dashboard page visited later brings ~51 KB in 3.5 requests instead of ~44 KB in 29. Styles stay
 * files: Vite emits a style module's CSS from every chunk that holds it.
 */
//
// MUI's Tooltip and the Popper under it stay one shared chunk: some 17 KB (brotli) that twenty dashboard
// pages read. Copied into each, it put the signing pages over their 60 KB once the chunk graph moved
// (issue 35's pickers), while as a chunk it is fetched once and cached for all of them.
const inlineCommonChunks = { maxSize: 100_000, exclude: /\.css(\?|$)|@mui[\\/]material[\\/](Tooltip|Popper)[\\/]/ };

/**
 * The server rendering's bundle (src/entry-server.tsx, loaded by the server's plugins/web-render.ts):
 * everything bundled in, so the server needs none of the web's packages at run time.
 */
const ssrBuild = defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  resolve: { conditions: ['bayan-source', ...defaultServerConditions] },
  ssr: { noExternal: true },
  // React's and MUI's production code paths, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: { outDir: 'dist-ssr', emptyOutDir: true, ssr: 'src/entry-server.tsx', assetsInlineLimit: 0 },
});

const clientBuild = defineConfig({
  root: import.meta.dirname,
  // One build for any BASE_PATH: asset URLs are relative to the <base href> the server puts in the page.
  base: './',
  plugins: [
    react(),
    // The regular faces draw most of the first paint (src/fonts.css); the others come after it.
    preloadFonts(['ibm-plex-sans-arabic-arabic-400-normal.woff2', 'ibm-plex-sans-arabic-latin-400-normal.woff2']),
    // The files each first view loads, which the server links from that page (first-views.ts).
    firstViews(FIRST_VIEWS),
    precompress(),
  ],
  resolve: {
    // Build against the shared package's TypeScript source, not its compiled output.
    conditions: ['bayan-source', ...defaultClientConditions],
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
    // Inlined common chunks need unused entry exports dropped (preserveEntrySignatures) and
    // strictExecutionOrder, which Rolldown turns on for them.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { groups: vendorGroups, experimentalInlineCommonChunks: inlineCommonChunks } },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : clientBuild));
