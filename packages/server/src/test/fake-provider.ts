import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as the fake provider received it. */
export interface ProviderRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the fake answers one request: as the provider documents a success or a refusal, a 5xx, a 429, or not at all. */
export type Outcome = 'accept' | 'refuse' | 'fail' | 'throttle' | 'hang';

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** What a provider answers to each outcome (its documented bodies); `n` counts the accepted messages. */
export interface ProviderBehaviour {
  accept(request: ProviderRequest, n: number): ProviderAnswer;
  refuse(request: ProviderRequest): ProviderAnswer;
}

export interface FakeProvider {
  /** host:port, for a provider URL (`unifonic+http://AppSid@<host>`). */
  host: string;
  received: ProviderRequest[];
  /** The accepted requests: what reached the recipient's phone. */
  accepted: ProviderRequest[];
  /** The outcomes of the next requests, in order; once spent, every request is accepted. */
  script(...outcomes: Outcome[]): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for an SMS or WhatsApp provider's API: a real HTTP server on 127.0.0.1 that
 * keeps every request (method, path, headers, body) for the test to check against the provider's
 * documentation, and answers as the script says, with the provider's own bodies.
 */
export async function startFakeProvider(behaviour: ProviderBehaviour): Promise<FakeProvider> {
  const received: ProviderRequest[] = [];
  const accepted: ProviderRequest[] = [];
  const outcomes: Outcome[] = [];
  const sockets = new Set<Socket>();
  const reply = (res: ServerResponse, answer: ProviderAnswer) =>
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const outcome = outcomes.shift() ?? 'accept';
      if (outcome === 'hang') return;
      if (outcome === 'fail') return reply(res, { status: 503, body: { message: 'Service Unavailable' } });
      if (outcome === 'throttle') return reply(res, { status: 429, body: { message: 'Too Many Requests' } });
      if (outcome === 'refuse') return reply(res, behaviour.refuse(request));
      accepted.push(request);
      return reply(res, behaviour.accept(request, accepted.length));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    received,
    accepted,
    script: (...next) => void outcomes.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
