import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { isTrustedPeer } from './connection-limits.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  const connections = { requestTimeoutMs: 800, headersTimeoutMs: 400, checkIntervalMs: 50, maxPerIp: 3 };
  t = await createTestApp({}, { config: { connections } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const open = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
/** Milliseconds until the server closes the socket, or null if it is still open after `withinMs`. */
const closedAfter = (socket: Socket, withinMs: number) =>
  new Promise<number | null>((resolve) => {
    const started = Date.now();
    const timer = setTimeout(() => resolve(null), withinMs);
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
/** Writes one piece every `everyMs` until the socket closes. */
const trickle = (socket: Socket, pieces: () => string, everyMs = 100) => {
  const timer = setInterval(() => socket.writable && socket.write(pieces()), everyMs);
  socket.once('close', () => clearInterval(timer));
};

describe('request timeouts', () => {
  it('disconnects a client that trickles its body', async () => {
    const socket = await open();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    trickle(socket, () => ' ');
    const closedIn = await closedAfter(socket, 5_000);
    expect(closedIn).not.toBeNull();
    expect(closedIn!).toBeLessThan(2_000);
  });

  it('disconnects a client that trickles its headers', async () => {
    const socket = await open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    let n = 0;
    trickle(socket, () => `X-Slow-${n++}: 1\r\n`);
    const closedIn = await closedAfter(socket, 5_000);
    expect(closedIn).not.toBeNull();
    expect(closedIn!).toBeLessThan(2_000);
  });

  it('lets a long response (an event stream) run past the request timeout', async () => {
    const { authorization } = await t.bearer('super@test.local');
    const socket = await open();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write(`GET /api/notifications/stream HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\n\r\n`);
    expect(await closedAfter(socket, 1_500)).toBeNull();
    expect(received).toMatch(/^HTTP\/1.1 200/);
    socket.destroy();
  });
});

describe('connections per address', () => {
  it('closes a connection beyond the limit at once and takes new ones when others close', async () => {
    const held = [await open(), await open(), await open()];
    const extra = await open();
    expect(await closedAfter(extra, 1_000)).not.toBeNull();
    for (const socket of held) expect(socket.destroyed).toBe(false);
    held[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await open();
    expect(await closedAfter(next, 300)).toBeNull();
    for (const socket of [...held, next]) socket.destroy();
  });

  it('does not count trusted proxies', () => {
    expect(isTrustedPeer(false)('127.0.0.1')).toBe(false);
    expect(isTrustedPeer(1)('203.0.113.1')).toBe(true);
    const list = isTrustedPeer(['10.0.0.0/8', '::1']);
    expect([list('10.1.2.3'), list('::ffff:10.1.2.3'), list('::1'), list('11.0.0.1')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
