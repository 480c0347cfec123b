import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, stopProcess, waitForHealth } from '../../bench/src/support/server-process.js';
import { startAuthenticatorService } from './authenticator-service.js';

const root = path.resolve(import.meta.dirname, '../..');

interface Server {
  child: ChildProcess;
  dataDir: string;
  baseUrl: string;
}

/**
 * Starts the product with an empty data folder on a free port: `npm start` (the README's way, which
 * builds first) or the built server itself.
 */
async function start(command: 'npm start' | 'built server'): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bayan-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Vitest sets NODE_ENV=test; passed on, Vite would build (and leave in dist/) a development bundle.
  // Every journey signs up from 127.0.0.1 within the hour: more than the per-IP sign-up limit.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SIGNUPS_PER_IP: '1000',
    // And more codes and links than the per-IP message limit (password resets, phone and signing codes).
    MESSAGES_PER_IP: '1000',
    LOG_LEVEL: 'warn',
    // This machine is offline: the map picker draws its blank layer instead of OpenStreetMap's tiles.
    MAP_TILE_URL: 'none',
  };
  const [cmd, args] =
    command === 'npm start' ? ['npm', ['start']] : [process.execPath, ['packages/server/dist/server.js']];
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const server = { child, dataDir, baseUrl };
  try {
    await waitForHealth(baseUrl, child, 150_000);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return server;
}

async function stop({ child, dataDir }: Server): Promise<void> {
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}

/** What `npm start` builds first (`npm run build`), done once before the servers start together. */
function build(): void {
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (status !== 0) throw new Error(`npm run build exited with ${status}`);
}

/**
 * One server per worker (VITEST_POOL_ID picks it, support/base-url.ts), each with its own data:
 * test files that run at the same time never see each other's accounts, names or audit events,
 * while the files one worker runs in turn share its server as they all shared one before. The
 * servers start side by side (a start is most of a minute on a loaded machine: initdb, migrations,
 * the demo data); the build is done first, so `npm start`'s own finds nothing to redo while the
 * others load it.
 */
export default async function setup(project: TestProject) {
  // As Vitest resolves it: the project's own setting, else the root's (vitest.config.ts sets it).
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  build();
  const started = await Promise.allSettled([
    start('npm start'),
    ...Array.from({ length: workers - 1 }, () => start('built server')),
  ]);
  const servers = started.flatMap((server) => (server.status === 'fulfilled' ? [server.value] : []));
  // The demo SUPERADMIN and ADMINs must have a second factor: one authenticator for every file.
  const authenticator = await startAuthenticatorService();
  const teardown = () => Promise.all([...servers.map(stop), authenticator.close()]);
  const failed = started.find((server) => server.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide('authenticatorUrl', authenticator.url);
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  return teardown;
}
