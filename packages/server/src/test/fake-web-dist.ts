import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const FAKE_SCRIPT = '/assets/app-1a2b3c.js';
export const FAKE_SCRIPT_TEXT = 'console.log("bayan");';

/** What the build says /home loads beyond the entry (web first-views.ts). */
export const FAKE_FIRST_VIEWS = [
  {
    path: '/home',
    preload: { js: ['assets/landing-9f8e7d.js', 'assets/words-1c2d3e.js'], css: ['assets/landing-4a5b.css'] },
    preloadWhenOn: { clinic: { js: ['assets/clinic-nav-5e6f.js'], css: [] } },
  },
  // Not a build's asset name: never linked.
  { path: '/login', preload: { js: ['https://elsewhere.example/x.js', 'assets/"><script>.js'], css: [] } },
];

/**
 * A built web app in miniature for WEB_DIST: index.html and one hashed asset with the brotli and
 * gzip copies the build writes beside it, and the first views' files; remove() deletes it.
 */
export function fakeWebDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bayan-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="ar" dir="rtl"><head><title>بيان</title><script type="module" src=".${FAKE_SCRIPT}"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(dir, FAKE_SCRIPT), FAKE_SCRIPT_TEXT);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'first-views.json'), JSON.stringify(FAKE_FIRST_VIEWS));
  writeFileSync(path.join(dir, `${FAKE_SCRIPT}.br`), brotliCompressSync(FAKE_SCRIPT_TEXT));
  writeFileSync(path.join(dir, `${FAKE_SCRIPT}.gz`), gzipSync(FAKE_SCRIPT_TEXT));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
