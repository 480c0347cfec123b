#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster on 127.0.0.1, then stops and removes it.
// Usage: node scripts/with-postgres.mjs <command> [args...]   (DATABASE_URL is set for the command)
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? findPgBin();
const asRoot = process.getuid?.() === 0;

function findPgBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return path.join(base, versions[0], 'bin');
}

function pgTool(tool, args, options = {}) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]]
    : [path.join(BIN, tool), args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${tool} failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const root = mkdtempSync(path.join(tmpdir(), 'bayan-pg-'));
const dataDir = path.join(root, 'data');
const socketDir = root;
if (asRoot) {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(root, uid, gid);
}

let started = false;
function stop() {
  if (started) {
    try {
      pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(root, { recursive: true, force: true });
}

let exitCode = 1;
try {
  const port = await freePort();
  pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const opts = `-k ${socketDir} -h 127.0.0.1 -p ${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  pgTool('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'postgres.log'), '-o', opts, '-w', 'start']);
  started = true;
  const env = { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` };
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env, shell: process.platform === 'win32' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  exitCode = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(String(error));
} finally {
  stop();
}
process.exit(exitCode);
