import { spawn } from 'node:child_process';
import { fetchPost, logInFully } from '../bench/src/support/second-factor.js';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newIdentity } from './support/accounts.js';
import { ADMIN, PNG_PIXEL } from './support/admin.js';
import { freePort, waitForHealth } from '../bench/src/support/server-process.js';
import { startServer, type ServerProcess } from './crash/server-process.js';

const root = path.resolve(import.meta.dirname, '..');
const START_MS = 120_000;
const ENV = { NODE_ENV: 'production' };

const running: ServerProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function scratchDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bayan-e2e-datadir-'));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServer({ ...ENV, DATA_DIR: dataDir }, START_MS);
  running.push(server);
  return server;
}

/** Starts the built server and lets it run until it ends by itself; answering /api/health instead is a failure. */
async function runExpectingRefusal(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['packages/server/dist/server.js'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...ENV, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const served = await waitForHealth(url, child, START_MS).then(
    () => true,
    () => false,
  );
  if (served) {
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    throw new Error('a second server started and served on a DATA_DIR another server is using');
  }
  return { code: await exited, stderr };
}

/** Every entry under `dir` (itself included) that its group or other users may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, entry) || '.'}`);
    if (stat.isDirectory()) readdirSync(entry).forEach((name) => walk(path.join(entry, name)));
  };
  walk(dir);
  return found;
}

/** A call as the default admin, logged in on this very server (each test's servers have their own JWT secret). */
async function asAdmin(baseUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  // The SUPERADMIN's second factor: linked at its first login, a code at each later one. Keyed by
  // the account alone: a restarted server on another port keeps the data, and so the app linked.
  const { access_token } = await logInFully(fetchPost(baseUrl), ADMIN.login, ADMIN);
  return fetch(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${access_token}` } });
}

async function uploadUserFile(baseUrl: string): Promise<void> {
  const who = newIdentity('datadir');
  const form = new FormData();
  for (const key of ['firstName', 'lastName', 'email'] as const) form.set(key, who[key]);
  form.set('file', new Blob([PNG_PIXEL], { type: 'image/png' }), 'id.png');
  expect((await asAdmin(baseUrl, '/api/users', { method: 'POST', body: form })).status).toBe(201);
}

describe('the embedded database folder (DATA_DIR)', () => {
  it('refuses a second server on the same DATA_DIR, and a kill -9 leaves no lock behind', async () => {
    const dataDir = scratchDir();
    const first = await start(dataDir);

    const second = await runExpectingRefusal(dataDir);
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain(dataDir);
    expect(second.stderr).toContain(`pid ${first.pid}`);

    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    expect((await asAdmin(first.baseUrl, '/api/users')).status).toBe(200);

    await first.kill();
    const third = await start(dataDir);
    expect((await asAdmin(third.baseUrl, '/api/users')).status).toBe(200);
  }, 300_000);

  it('keeps the database, uploads and the JWT secret owner-only', async () => {
    const dataDir = scratchDir();
    const server = await start(dataDir);
    // The demo's deeds bring their ID cards: the user's file is one more.
    const before = readdirSync(path.join(dataDir, 'uploads')).length;
    await uploadUserFile(server.baseUrl);
    expect(readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(before + 1);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 300_000);

  it('takes group and other access away from a data folder found open at start', async () => {
    const dataDir = scratchDir();
    await (await start(dataDir)).kill();
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'an-old-upload'), 'x');
    const loosen = (entry: string) => {
      const stat = lstatSync(entry);
      chmodSync(entry, stat.isDirectory() ? 0o777 : 0o666);
      if (stat.isDirectory()) readdirSync(entry).forEach((name) => loosen(path.join(entry, name)));
    };
    loosen(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(900);

    const server = await start(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(server.output()).toMatch(/owner-only/);
  }, 300_000);
});
