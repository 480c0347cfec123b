import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './vite-after-build';

/** Text the server sends as is (fonts and images are compressed formats already; index.html is rewritten per request, plugins/web.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside every compressible file
 * of the build, once, so the server (plugins/web.ts, preCompressed) sends them without spending
 * CPU per request. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  return afterBuild('bayan-precompress', (outDir) => {
    for (const file of files(outDir)) {
      if (!COMPRESSIBLE.test(file)) continue;
      const input = readFileSync(file);
      const copies = {
        br: brotliCompressSync(input, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
          },
        }),
        gz: gzipSync(input, { level: 9 }),
      };
      for (const [extension, output] of Object.entries(copies)) {
        if (output.length < input.length) writeFileSync(`${file}.${extension}`, output);
      }
    }
  });
}
