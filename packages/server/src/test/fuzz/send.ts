import type { FastifyInstance } from 'fastify';
import type { Encoded } from './encode.js';

export interface Received {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Sends one request in-process, failing after `timeoutMs`. The response is read as a stream so
 * an event stream (text/event-stream never ends) is cut after its headers instead of hanging.
 */
export async function send(app: FastifyInstance, request: Encoded, timeoutMs: number): Promise<Received> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([receive(app, request, abort.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function receive(app: FastifyInstance, request: Encoded, signal: AbortSignal): Promise<Received> {
  const res = await app.inject({ ...request, method: request.method as 'GET', payloadAsStream: true, signal });
  const contentType = String(res.headers['content-type'] ?? '');
  const stream = res.stream();
  if (contentType.startsWith('text/event-stream')) {
    stream.destroy();
    return { status: res.statusCode, contentType, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { status: res.statusCode, contentType, body: Buffer.concat(chunks).toString('utf8') };
}
