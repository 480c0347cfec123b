import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { firstViewFiles, type Manifest } from '../../scripts/web-budget-graph.mjs';
import type { FirstView } from './first-views';
import { afterBuild } from './vite-after-build';

/** Where the build leaves the first views' files, beside Vite's manifest (read by the server and the budget). */
const FIRST_VIEWS_FILE = '.vite/first-views.json';

/** Writes each first view's files (first-views.ts) from the build's manifest, once the bundle is on disk. */
export function firstViews(views: readonly FirstView[]): Plugin {
  return afterBuild('bayan-first-views', (outDir) => {
    const manifestFile = path.join(outDir, '.vite/manifest.json');
    // A failed build wrote no manifest, and also closes the bundle: its own error is the one to show.
    if (!existsSync(manifestFile)) return;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const file = path.join(outDir, FIRST_VIEWS_FILE);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(firstViewFiles(manifest, views), null, 2)}\n`);
  });
}
