import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Waits for `${url}/api/health` (url may end in a base path) while the server process lives, asking
 * every 50 ms: the crash rounds alone start the server 42 times.
 */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** Stops a process started detached, with its children, and waits for it to end. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null) return;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
