import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayMessage {
  id: string;
  to: string;
  body: string;
}

/**
 * An SMS gateway behind the generic signed webhook (SMS_URL=webhook+http://…): a real HTTP server
 * on 127.0.0.1 that keeps every message it is handed. While `holding`, it takes a request and never
 * answers it (a provider that hangs), so the server's only job slot stays busy.
 */
export async function startSmsGateway() {
  const received: GatewayMessage[] = [];
  const accepted: GatewayMessage[] = [];
  const held: ServerResponse[] = [];
  let holding = true;
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const { data } = JSON.parse(text) as { data: GatewayMessage };
      if (req.headers['webhook-id'] !== data.id) return res.writeHead(400).end();
      received.push(data);
      if (holding) return void held.push(res);
      accepted.push(data);
      return res
        .writeHead(202, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `gw-${accepted.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    accepted,
    /** From now on every message is answered at once. */
    answer: () => void (holding = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
