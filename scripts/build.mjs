#!/usr/bin/env node
// Builds what is out of date: shared + server with tsc (incremental), the web app with Vite
// when its sources are newer than its last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// A build is the production build whoever asks: a NODE_ENV of test (vitest's, which e2e and
// `npm start` from a test inherit) or development would give the server bundle React's
// development JSX runtime, which production React does not export, and the client a development React.
const env = { ...process.env, NODE_ENV: 'production' };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => {
    if (name === 'node_modules' || name === 'dist') return max;
    return Math.max(max, newestMtime(path.join(entry, name)));
  }, 0);
}

// The build configs only: test files are type-checked by `npm run typecheck`, never emitted.
run('npx', ['tsc', '-b', 'packages/server/tsconfig.build.json']);

const webInputs = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/vite-font-preload.ts',
  'packages/web/vite-precompress.ts',
  'packages/shared/src',
  'package-lock.json',
];
const built = Math.min(
  newestMtime('packages/web/dist/index.html'),
  newestMtime('packages/web/dist-ssr/entry-server.js'),
);
if (built === 0 || webInputs.some((entry) => newestMtime(entry) > built)) {
  run('npx', ['vite', 'build', '--config', 'packages/web/vite.config.ts', 'packages/web']);
  // The public pages' server rendering (the server's plugins/web-render.ts loads it).
  run('npx', [
    'vite',
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--config',
    'packages/web/vite.config.ts',
    'packages/web',
  ]);
} else {
  console.log('web app is up to date');
}
