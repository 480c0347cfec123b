import { BlockList, isIP, type Server } from 'node:net';
import type { TrustProxy } from './trust-proxy.js';

/** How long and how many: slow or piled-up connections cannot hold the server's sockets. */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this (a long response, SSE, is not bounded). */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** How often Node looks for requests past those timeouts. */
  checkIntervalMs: number;
  /** Open connections one client address may hold; a trusted proxy's are not counted. */
  maxPerIp: number;
}

export const CONNECTION_LIMITS: Omit<ConnectionLimits, 'maxPerIp'> = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  checkIntervalMs: 1_000,
};

/**
 * Whether a peer is a trusted proxy, whose connections carry many clients: with a hop count every
 * peer is one (the proxy in front bounds its clients), with a list those addresses are.
 */
export function isTrustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Destroys a connection beyond `maxPerIp` open ones from its address, at once, before it is read. */
export function limitConnectionsPerIp(server: Server, maxPerIp: number, exempt: (address: string) => boolean): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerIp) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
