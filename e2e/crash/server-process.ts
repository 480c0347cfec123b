import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForHealth } from '../../bench/src/support/server-process.js';

const root = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(root, 'packages/server/dist/server.js');
const OUTPUT_TAIL = 4_000;

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** The last lines the server printed, for a failure message. */
  output(): string;
  /** SIGKILL to the whole process group: nothing gets to flush or clean up. */
  kill(): Promise<void>;
}

/** A command line that serves `baseUrl` once started: the built server, or what a systemd unit runs. */
export interface Launch {
  command: string;
  args: string[];
  cwd: string;
  /** The whole environment: nothing of the test process's own is passed on. */
  env: Record<string, string>;
  /** Where it answers, base path included: `${baseUrl}/api/health` tells it is up. */
  baseUrl: string;
}

// Every server still running, killed when the test process ends however it ends.
const live = new Set<ChildProcess>();
process.once('exit', () => live.forEach((child) => signalGroup(child)));

function signalGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Starts the built server (`npm run build` first) on a free port and waits for /api/health. */
export async function startServer(env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const port = await freePort();
  return launchServer(
    {
      command: process.execPath,
      args: [SERVER],
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
      baseUrl: `http://127.0.0.1:${port}`,
    },
    timeoutMs,
  );
}

/** Runs `launch` in a process group of its own and waits for its /api/health. */
export async function launchServer(launch: Launch, timeoutMs: number): Promise<ServerProcess> {
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: launch.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  live.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => live.delete(child));
  let tail = '';
  const keep = (chunk: Buffer) => void (tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const server: ServerProcess = {
    baseUrl: launch.baseUrl,
    pid: child.pid ?? 0,
    output: () => tail,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) signalGroup(child);
      await exited;
    },
  };
  try {
    await waitForHealth(launch.baseUrl, child, timeoutMs);
  } catch (error) {
    await server.kill();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${tail}`);
  }
  return server;
}
