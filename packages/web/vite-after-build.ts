import path from 'node:path';
import type { Plugin } from 'vite';

/** A build-only plugin that works on the bundle once it is on disk, given the build's output folder. */
export function afterBuild(name: string, run: (outDir: string) => void): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      run(outDir);
    },
  };
}
