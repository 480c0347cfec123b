import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, stopProcess, waitForHealth } from '../../bench/src/support/server-process.js';

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the product the README's way (`npm start`) on a free port with an empty data folder. */
export default async function setup(project: TestProject) {
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
  };
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(baseUrl, child, 150_000);
  project.provide('baseUrl', baseUrl);

  return async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
