import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

const apiTarget = 'http://127.0.0.1:3000';
const proxy = { '/api': apiTarget, '/v1': apiTarget };

/** Vendor groups so no single chunk carries the whole dependency tree. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 4 },
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion|stylis|stylis-plugin-rtl|cssjanus)[\\/]/, priority: 3 },
  { name: 'data', test: /node_modules[\\/](@tanstack|i18next|react-i18next|zod)[\\/]/, priority: 2 },
];

export default defineConfig({
  root: import.meta.dirname,
  // One build for any BASE_PATH: asset URLs are relative to the <base href> the server puts in the page.
  base: './',
  plugins: [react(), precompress()],
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
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
